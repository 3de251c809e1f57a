// The driver scripts/page-instructions links with the page build compiled for this machine:
// web-bench's card (a pan, a pinch and a rotation, each simultaneous with the others) and its
// gesture (two fingers that move apart, turn and travel together), fed to the page glue's
// exports as fingerplay.js feeds them. Only the last gesture's pointermoves are counted
// (callgrind's collection toggled around them), the earlier ones warm the engine's storage.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <valgrind/callgrind.h>

// What Wasm/Runtime gives the wasm builds and this machine's C library does not.
void arc4random_buf(void *buffer, size_t count) { memset(buffer, 0, count); }
// Unicode normalisation tables: linked from string comparison code the step never runs.
unsigned short _swift_stdlib_getNormData(unsigned scalar) { abort(); }
unsigned _swift_stdlib_getComposition(unsigned a, unsigned b) { abort(); }
unsigned _swift_stdlib_getDecompositionEntry(unsigned scalar) { abort(); }
const unsigned char _swift_stdlib_nfd_decompositions[1];

int fp_surface_create(double width, double height, double startMs, double trailingMs);
int fp_view_add(int surface, int parent, int position, double x, double y, double width, double height);
int fp_recognizer_create(int surface, int kind);
void fp_recognizer_attach(int surface, int index, int view);
void fp_recognizer_relate(int surface, int index, int other, int relation, int on);
void fp_input(int surface, int action, int pointer, double x, double y, double timeMs, int kind, double nowMs);
double *fp_records_info(void);

static void fingers(int i, int moves, double *xy) {
  double t = (double)i / moves, cx = 300 + 60 * t, cy = 280 + 20 * t, spread = 80 + 80 * t, angle = 0.6 * t;
  double dx = cos(angle) * spread / 2, dy = sin(angle) * spread / 2;
  xy[0] = cx - dx; xy[1] = cy - dy; xy[2] = cx + dx; xy[3] = cy + dy;
}

int main(int argc, char **argv) {
  int moves = argc > 1 ? atoi(argv[1]) : 300, gestures = argc > 2 ? atoi(argv[2]) : 3;
  int h = fp_surface_create(800, 600, 0, 17);
  int card = fp_view_add(h, -1, 0, 200, 150, 300, 300);
  int pan = fp_recognizer_create(h, 2), pinch = fp_recognizer_create(h, 4), rotation = fp_recognizer_create(h, 5);
  fp_recognizer_attach(h, pan, card); fp_recognizer_attach(h, pinch, card); fp_recognizer_attach(h, rotation, card);
  fp_recognizer_relate(h, pan, pinch, 1, 1); fp_recognizer_relate(h, pan, rotation, 1, 1); fp_recognizer_relate(h, pinch, rotation, 1, 1);
  // The page reads the records and sets their count to 0, as fingerplay.js does.
  double *info = fp_records_info(), t = 1000, xy[4];
  long records = 0;
  for (int g = 0; g < gestures; g++) {
    int counted = g == gestures - 1;
    fingers(0, moves, xy);
    fp_input(h, 0, 1, xy[0], xy[1], t, 0, t); info[0] = 0;
    fp_input(h, 0, 2, xy[2], xy[3], t, 0, t); info[0] = 0;
    for (int i = 1; i <= moves; i++) {
      t += 16;
      fingers(i, moves, xy);
      if (counted) CALLGRIND_TOGGLE_COLLECT;
      fp_input(h, 1, 1, xy[0], xy[1], t, 0, t);
      if (counted) records += (long)info[0];
      info[0] = 0;
      fp_input(h, 1, 2, xy[2], xy[3], t, 0, t);
      if (counted) records += (long)info[0];
      info[0] = 0;
      if (counted) CALLGRIND_TOGGLE_COLLECT;
    }
    t += 16;
    fp_input(h, 2, 1, xy[0], xy[1], t, 0, t); info[0] = 0;
    fp_input(h, 2, 2, xy[2], xy[3], t, 0, t); info[0] = 0;
    t += 1000;
  }
  printf("%d pointermoves, %ld transitions\n", 2 * moves, records);
  return 0;
}
