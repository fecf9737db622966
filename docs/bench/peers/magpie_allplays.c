// Side-by-side benchmark harness for Slovo (written for this measurement, not part of MAGPIE):
// every tile placement for each position of a TSV (id, board rows joined by '/', rack), timed.
// Usage: magpie_allplays DATA_DIR POSITIONS.tsv RUNS
#include "../MAGPIE/src/impl/config.h"
#include "../MAGPIE/src/impl/cgp.h"
#include "../MAGPIE/src/impl/move_gen.h"
#include "../MAGPIE/src/ent/move.h"
#include "../MAGPIE/src/ent/equity.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void die_on(ErrorStack *es, const char *what) {
  if (!error_stack_is_empty(es)) {
    error_stack_print_and_reset(es);
    fprintf(stderr, "failed: %s\n", what);
    exit(1);
  }
}

static void run_cmd(Config *config, const char *cmd) {
  ErrorStack *es = error_stack_create();
  thread_control_set_status(config_get_thread_control(config),
                            THREAD_CONTROL_STATUS_STARTED);
  config_load_command(config, cmd, es);
  die_on(es, cmd);
  config_execute_command(config, es);
  die_on(es, cmd);
  error_stack_destroy(es);
}

__attribute__((noinline)) static void generate_all(const MoveGenArgs *args) {
  generate_moves(args);
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

// Slovo board rows ('.' empty) to CGP rows (runs of empty squares as numbers).
static void fen_of(const char *board, char *out) {
  int gap = 0;
  for (const char *c = board;; c++) {
    if (*c == '.') {
      gap++;
      continue;
    }
    if (gap) {
      out += sprintf(out, "%d", gap);
      gap = 0;
    }
    if (*c == '\0') break;
    *out++ = *c;
  }
  *out = '\0';
}

int main(int argc, char **argv) {
  ErrorStack *es = error_stack_create();
  ConfigArgs cargs = {.data_paths = argv[1], .settings_filename = NULL, .use_wmp = false};
  Config *config = config_create(&cargs, es);
  die_on(es, "config_create");
  run_cmd(config, "set -threads 1 -savesettings false -lex America_ENABLE -leaves NWL23 "
                  "-s1 score -s2 score -r1 all -r2 all -wmp false");
  int runs = atoi(argv[3]);
  FILE *f = fopen(argv[2], "r");
  char line[4096], cgp[4200], fen[1024];
  MoveList *move_list = move_list_create(200000);
  double *times = malloc(sizeof(double) * runs);
  int header = 1;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = '\0';
    if (header) { header = 0; continue; }
    if (line[0] == '#' || line[0] == '\0') continue;
    char *id = strtok(line, "\t"), *board = strtok(NULL, "\t"), *rack = strtok(NULL, "\t");
    fen_of(board, fen);
    snprintf(cgp, sizeof cgp, "cgp %s %s/ 0/0 0", fen, rack);
    run_cmd(config, cgp);
    Game *game = config_get_game(config);
    MoveGenArgs args = {
        .game = game,
        .move_list = move_list,
        .move_record_type = MOVE_RECORD_ALL,
        .move_sort_type = MOVE_SORT_SCORE,
        .override_kwg = NULL,
        .eq_margin_movegen = 0,
        .target_equity = EQUITY_MAX_VALUE,
        .target_leave_size_for_exchange_cutoff = UNSET_LEAVE_SIZE,
    };
    for (int r = 0; r < runs; r++) {
      struct timespec t0, t1;
      clock_gettime(CLOCK_MONOTONIC, &t0);
      generate_all(&args);
      clock_gettime(CLOCK_MONOTONIC, &t1);
      times[r] = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;
    }
    qsort(times, runs, sizeof(double), cmp_double);
    int plays = 0, top = 0;
    for (int i = 0; i < move_list_get_count(move_list); i++) {
      const Move *m = move_list_get_move(move_list, i);
      if (move_get_type(m) != GAME_EVENT_TILE_PLACEMENT_MOVE) continue;
      plays++;
      int s = equity_to_int(move_get_score(m));
      if (s > top) top = s;
    }
    printf("%s\t%d\t%d\t%.1f\n", id, plays, top, times[runs / 2]);
  }
  return 0;
}
