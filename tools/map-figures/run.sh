#!/bin/sh
# Redraws docs/maps: each board's start and a busy phase, whole at 480 px wide and a 960x720 full-size window,
# and prints each full-size map's size, bytes and render time (one `render` run each, JVM start included).
# Run from the repository root after `mvn -q -o compile`; BUSY=1 also rewrites the busy scenarios.
set -e
CP="target/classes:$(mvn -q -o dependency:build-classpath -Dmdep.outputFile=/dev/stdout)"
OUT=docs/maps TMP=$(mktemp -d)
window() { case $1 in   # x y of the full-size window: where the busy phase's orders are
  classic) echo 350 450;; order-of-the-dragon) echo 300 800;; ice-and-fire) echo 100 700;;
  wars-of-the-three-kingdoms) echo 1500 2300;; diplomacy-of-the-empire) echo 460 300;; europe-1615) echo 450 350;; esac; }
for v in classic order-of-the-dragon ice-and-fire wars-of-the-three-kingdoms diplomacy-of-the-empire europe-1615; do
  sc=$OUT/scenarios/$v-busy.jsonl
  [ "$v" = classic ] && sc=src/test/resources/render/fall1901.jsonl
  [ -n "$BUSY" ] && [ "$v" != classic ] && java -cp "$CP" tools/map-figures/BusyScenario.java $v > $sc
  for k in start busy; do
    set -- --variant $v --out $TMP/$v-$k.png
    [ $k = busy ] && set -- "$@" --scenario $sc --orders
    s=$(date +%s.%N); java -cp "$CP" org.chancery.cli.Main render "$@" > /dev/null; e=$(date +%s.%N)
    size=$(java tools/map-figures/Shrink.java $TMP/$v-$k.png $OUT/$v-$k-480.png scale 480)
    java tools/map-figures/Shrink.java $TMP/$v-$k.png $OUT/$v-$k-crop.png crop $(window $v) 960 720 > /dev/null
    printf '%s %s: %s, %s bytes, %.1f s\n' $v $k $size $(wc -c < $TMP/$v-$k.png) $(echo "$e - $s" | bc)
  done
done
rm -r $TMP
