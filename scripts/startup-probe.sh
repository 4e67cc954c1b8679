#!/usr/bin/env bash
# Start-up time to the first page, as the README reports it: N runs (default 9) of
#   java -jar target/gpu-rental-advisor.jar --startup-probe
# alternating with the same in one untuned JVM (-Dgpu.advisor.relaunch=false), then the sorted times and
# the median of each. Needs a display (or: xvfb-run scripts/startup-probe.sh). Build first: mvn -q package -DskipTests
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
jar=target/gpu-rental-advisor.jar
probe() { java "$@" -jar "$jar" --startup-probe 2>/dev/null | awk '/^startup-ms/ {print $2}'; }
fast=(); plain=()
for _ in $(seq "$runs"); do
  fast+=("$(probe)")
  plain+=("$(probe -Dgpu.advisor.relaunch=false)")
done
report() {
  local label=$1; shift
  local sorted; sorted=$(printf '%s\n' "$@" | sort -n)
  echo "$label: $(echo $sorted) ms; median $(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') ms"
}
report "relaunched (archive, C1, serial GC)" "${fast[@]}"
report "one JVM (-Dgpu.advisor.relaunch=false)" "${plain[@]}"
