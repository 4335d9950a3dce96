// libspng (Debian's libspng-dev): PNG decoding and encoding for AutocellImage.
#include <spng.h>
