#!/usr/bin/env bash
# Start-up time of the installed app against a bare JavaFX window, side by side, in a folder whose path has a space
# and Chinese characters (as C:\Users\张三 or C:\Program Files would):
#   1. copies the app image made by `mvn -Pdist package` (target/dist/image/GpuRentalAdvisor) to "$DEST/GpuRentalAdvisor"
#      (default DEST: /tmp/算力 助手);
#   2. compiles scripts/BareWindow.java (one label in a window) against the same JavaFX;
#   3. runs N times (default 9), alternating:
#        - the installed app's launcher with --startup-probe (its .cfg options: AOT cache, C1, serial GC);
#        - the bare window on the image's own runtime with plain JVM options (no AOT cache; a jlinked runtime has no
#          default CDS archive either);
#        - the bare window on the JDK 25 that compiled it, with JavaFX as modules (with that JDK's default CDS archive);
#        - the jar with `java -jar` on the java in PATH (untuned, for reference);
#   4. prints each set sorted and its median.
# Every run is timed from this script's clock just before the process is started to the first layout pulse after the
# window is shown (the probes print the wall-clock time then, `startup-at`). Not from the process start time Java
# reports: on Linux that is counted from the boot time in whole seconds, so it is up to a second early, by the same
# amount for every process of one boot.
# Needs a display; without one the whole script runs in one virtual display (xvfb-run).
# Usage: scripts/startup-probe.sh [N] [DEST]   (IMAGE=folder and JAVAFX=folder of the JavaFX jars override the
# defaults target/dist/image/GpuRentalAdvisor and target/dist/javafx)
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
cd "$(dirname "$0")/.."
runs=${1:-9}
dest=${2:-/tmp/算力 助手}
image=${IMAGE:-target/dist/image/GpuRentalAdvisor}
javafx=${JAVAFX:-target/dist/javafx}
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
[ -x "$image/bin/GpuRentalAdvisor" ] || { echo "build the image first: JAVA_HOME=<JDK 25> mvn -Pdist package" >&2; exit 2; }
rm -rf "$dest/GpuRentalAdvisor" "$dest/bare"
mkdir -p "$dest/bare"
cp -a "$image" "$dest/"
app="$dest/GpuRentalAdvisor/bin/GpuRentalAdvisor"
runtime_java="$dest/GpuRentalAdvisor/lib/runtime/bin/java"
jdk=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
"$jdk/bin/javac" -d "$dest/bare" --module-path "$javafx" --add-modules javafx.controls scripts/BareWindow.java

now_ms() { local t=${EPOCHREALTIME/[.,]/}; echo $((t / 1000)); }
# time COMMAND...: milliseconds from now to the first frame the command reports
time_run() {
  local t0 at
  t0=$(now_ms)
  at=$("$@" 2>/dev/null | awk '/^startup-at/ {print $2}')
  [ -n "$at" ] && echo $((at - t0)) || echo "failed"
}
installed=(); bare=(); bare_jdk=(); jar=()
for _ in $(seq "$runs"); do
  installed+=("$(time_run "$app" --startup-probe)")
  bare+=("$(time_run "$runtime_java" -cp "$dest/bare" BareWindow)")
  bare_jdk+=("$(time_run "$jdk/bin/java" --module-path "$javafx" --add-modules javafx.controls \
      --enable-native-access=javafx.graphics -cp "$dest/bare" BareWindow)")
  if [ -f target/gpu-rental-advisor.jar ]; then
    jar+=("$(time_run java -jar target/gpu-rental-advisor.jar --startup-probe)")
  fi
done
report() {
  local label=$1; shift
  [ $# -gt 0 ] || return 0
  local sorted; sorted=$(printf '%s\n' "$@" | sort -n)
  echo "$label: $(echo $sorted) ms; median $(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') ms"
}
echo "in: $dest; load average (1, 5, 15 min) before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
report "installed app (image launcher: AOT cache, C1, serial GC)" "${installed[@]}"
report "bare JavaFX window, the image's runtime, plain options (no AOT/CDS)" "${bare[@]}"
report "bare JavaFX window, JDK 25 with its default CDS archive" "${bare_jdk[@]}"
report "java -jar target/gpu-rental-advisor.jar (java in PATH, untuned)" "${jar[@]}"
