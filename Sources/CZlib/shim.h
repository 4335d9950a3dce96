// zlib, for PNG encoding and decoding (deflate, inflate, CRC-32).
#include <zlib.h>
