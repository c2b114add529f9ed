#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
/* SwiftPM drops pkg-config's -D flags, so the wide-character API is switched on here. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <wchar.h>
#include <langinfo.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <ncursesw/curses.h>

/* C globals and macros that Swift 6 cannot use directly. */
static inline WINDOW *cnw_stdscr(void) { return stdscr; }
static inline SCREEN *cnw_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }
/* A screen that writes to a file, for counting what ncurses sends. */
static inline SCREEN *cnw_newterm_file(FILE *out, FILE *in) { return newterm("xterm-256color", out, in); }
static inline const char *cnw_codeset(void) { return nl_langinfo(CODESET); }
static inline attr_t cnw_a_bold(void) { return A_BOLD; }
static inline attr_t cnw_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnw_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnw_a_dim(void) { return A_DIM; }
static inline int cnw_color_pairs(void) { return COLOR_PAIRS; }
static inline int cnw_colors(void) { return COLORS; }
static inline mmask_t cnw_button1_events(void) {
  return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int cnw_button1_clicked(mmask_t state) { return (state & (BUTTON1_CLICKED | BUTTON1_PRESSED)) != 0; }
static inline int cnw_button1_released(mmask_t state) { return (state & BUTTON1_RELEASED) != 0; }
static inline int cnw_wheel_up(mmask_t state) { return (state & BUTTON4_PRESSED) != 0; }
static inline int cnw_wheel_down(mmask_t state) { return (state & BUTTON5_PRESSED) != 0; }
static inline int cnw_errno(void) { return errno; }
#endif
