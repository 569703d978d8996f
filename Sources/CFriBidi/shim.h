// GNU FriBidi (the Unicode Bidirectional Algorithm, UAX #9) for Swift. Only the Typography module imports this.
// FriBidi's type and paragraph constants are bit-mask macros Swift cannot import; the constants and
// predicates below re-export the ones Typography uses.
#include <fribidi.h>

static const FriBidiParType cfribidi_par_weak_ltr = FRIBIDI_PAR_WLTR;
static const FriBidiParType cfribidi_par_weak_rtl = FRIBIDI_PAR_WRTL;
static const FriBidiParType cfribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType cfribidi_par_rtl = FRIBIDI_PAR_RTL;

/// Rule L1 part 4 (UAX #9): whitespace, isolate controls and the characters X9 removes reset to the
/// paragraph level at the end of a line.
static inline int cfribidi_resets_at_line_end(FriBidiCharType type) {
    return FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(type) || FRIBIDI_IS_ISOLATE(type);
}

/// Paragraph separator (UAX #9 class B): the algorithm runs on each paragraph separately.
static inline int cfribidi_is_paragraph_separator(FriBidiCharType type) {
    return type == FRIBIDI_TYPE_BS;
}

/// Strong right-to-left (R or AL).
static inline int cfribidi_is_strong_rtl(FriBidiCharType type) {
    return FRIBIDI_IS_RTL(type) && FRIBIDI_IS_STRONG(type);
}
