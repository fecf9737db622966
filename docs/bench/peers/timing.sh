#!/bin/bash
# Median µs per position: ROUNDS rounds, the three engines interleaved in each (21 runs each), median of the rounds' medians.
SLOVO=${SLOVO:-/work/main/target/release/slovo}
P=/tmp/peers; pos=$1; rounds=${2:-5}; out=$P/timing; rm -rf $out; mkdir -p $out
for r in $(seq $rounds); do
  $SLOVO bench movegen --lang en --positions $pos --runs 21 | tail -n +2 | cut -f1,3 > $out/slovo.$r
  $P/harness/magpie_allplays $P/magpie-data $pos 21 | cut -f1,4 > $out/magpie.$r
  $P/wolges/target/release/examples/allplays $P/ENABLE.kwg $P/magpie-data/lexica/NWL23.klv2 $pos 21 | cut -f1,4 > $out/wolges.$r
done
python3 - "$out" <<'PY'
import glob, statistics, sys, collections
out = sys.argv[1]
med = {}
for e in ['slovo', 'magpie', 'wolges']:
    d = collections.defaultdict(list)
    for f in glob.glob(f'{out}/{e}.[0-9]*'):
        for line in open(f):
            k, v = line.split('\t'); d[k].append(float(v))
    med[e] = {k: statistics.median(v) for k, v in d.items()}
for k in med['slovo']:
    print(k, *(f"{med[e][k]:.1f}" for e in med), sep='\t')
PY
