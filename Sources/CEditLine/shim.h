#ifndef GHSEARCH_CEDITLINE_SHIM_H
#define GHSEARCH_CEDITLINE_SHIM_H
// el_set/el_get/history are variadic, which Swift cannot call: one typed,
// non-variadic static inline wrapper per use lives here.
#include <stdio.h>
#include <histedit.h>

static inline int ghs_el_set_int(EditLine *e, int op, int v) { return el_set(e, op, v); }

#endif
