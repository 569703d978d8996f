// HarfBuzz umbrella for Swift. Only the Typography module imports this.
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
