#!/usr/bin/env bash
# Memory probe (issue 14): runs the app's window through 300 scripted interactions (page changes, typing, a
# language switch on the Results page every 15th: 20 switches) in a virtual X display and prints the resident
# memory (RSS) and the heap retained after a full GC after 30, after every 300th and after the last interaction.
# Goal: RSS(600) < 400 MB and <= 1.3 x RSS(30); heap after GC within 10 MB from 300 to 600.
#
#   scripts/memory-probe.sh                 # C1 only and the serial GC, as the installed app; the default heap
#   JAVA_OPTS="-Xms48m -Xmx768m" scripts/memory-probe.sh    # with the installed app's heap options
#   PROBE_INTERACTIONS=600 scripts/memory-probe.sh  # a longer run
#   PROBE_HISTOGRAM=true ...                # also the live-object histograms (target/memory-probe-histo-N.txt)
#
# Needs Xvfb (apt-get install xvfb) and a built project (mvn -o test-compile); Linux only (/proc/self/status).
set -euo pipefail
cd "$(dirname "$0")/.."
cp_file=target/memory-probe.classpath
if [ ! -f "$cp_file" ] || [ pom.xml -nt "$cp_file" ]; then
  mvn -o -q dependency:build-classpath -Dmdep.outputFile="$cp_file" >/dev/null
fi
[ -d target/test-classes/com/gpurental/bench ] || mvn -o -q test-compile
cp="target/classes:target/test-classes:$(cat "$cp_file")"
exec xvfb-run -a -s "-screen 0 1280x800x24" \
  java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC ${JAVA_OPTS:-} \
  -Dprobe.interactions="${PROBE_INTERACTIONS:-300}" -Dprobe.histogram="${PROBE_HISTOGRAM:-false}" -cp "$cp" com.gpurental.bench.MemoryProbe\$Main
