#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
/* The one place that knows where each system keeps curses. The library is linked by the
 * AdPreviewTUI target in Package.swift (ncursesw on Linux, ncurses on macOS), since a module
 * map cannot link by platform. SwiftPM drops pkg-config's -D flags, so the wide-character
 * API is switched on here, before any include. */
#if defined(__APPLE__)
/* The macOS SDK's curses.h declares cchar_t, setcchar, wget_wch and the other wide-character
 * calls only under _XOPEN_SOURCE_EXTENDED; its libncurses has them. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#else
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#endif
/* Only what the helpers below use: the rest of the C library comes from AdPreviewSystem
 * (on Linux a header included here is a second copy of its declarations, and a second
 * `struct sigaction` hides the one AdPreviewSystem extends). */
#include <stdio.h>
#include <wchar.h>
#include <langinfo.h>
#if defined(__APPLE__)
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

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
#endif
