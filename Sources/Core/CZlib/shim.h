// zlib, for the fast PNG page writer (CRC-32 of chunks, Adler-32 of the stream).
#include <zlib.h>
