// placeholder, replaced by the PNG shim
#include <png.h>
