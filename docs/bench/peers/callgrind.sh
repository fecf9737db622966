#!/bin/bash
# Steady-state instructions per generation: Ir(3 runs) - Ir(1 run), halved, per position and engine.
# Usage: callgrind.sh POSITIONS.tsv  -> id, slovo_ir, magpie_ir, wolges_ir
set -e
P=/tmp/peers
SLOVO=${SLOVO:-/work/main/target/release/slovo}
pos=$1
ir() { # collect-function runs... : total Ir collected
  local fn=$1; shift
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no "--toggle-collect=$fn" "$@" 2>&1 >/dev/null \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
steady() { local fn=$1; shift; local a b; a=$(ir "$fn" "${@/RUNS/1}"); b=$(ir "$fn" "${@/RUNS/3}"); echo $(( (b - a) / 2 )); }
tail -n +2 "$pos" | grep -v '^#' | while IFS=$'\t' read -r id board rack; do
  one=$(mktemp); printf 'id\tboard\track\n%s\t%s\t%s\n' "$id" "$board" "$rack" > "$one"
  s=$(steady '*generate_ready*' "$SLOVO" bench movegen --lang en --positions "$one" --runs RUNS)
  m=$(steady 'generate_all' $P/harness/magpie_allplays_base $P/magpie-data "$one" RUNS)
  w=$(steady '*allplays*generate*' $P/wolges-base/release/examples/allplays $P/ENABLE.kwg $P/magpie-data/lexica/NWL23.klv2 "$one" RUNS)
  printf '%s\t%s\t%s\t%s\n' "$id" "$s" "$m" "$w"
  rm -f "$one"
done
