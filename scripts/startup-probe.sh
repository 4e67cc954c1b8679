#!/usr/bin/env bash
# Start-up time of the installed app against a bare JavaFX window, side by side, in a folder whose path has a space
# and Chinese characters (as C:\Users\张三 or C:\Program Files would):
#   1. copies the app image made by `mvn -Pdist package` (target/dist/image/GpuRentalAdvisor) to "$DEST/GpuRentalAdvisor"
#      (default DEST: /tmp/算力 助手);
#   2. compiles scripts/BareWindow.java (one label in a window) against the same JavaFX;
#   3. runs N times (default 9), alternating: the installed app's launcher with --startup-probe (AOT cache, C1,
#      serial GC: the options in its .cfg), the bare window on the image's own runtime (plain JVM options), and the
#      jar with `java -jar` on the java in PATH (untuned, for reference);
#   4. prints each set sorted and its median. Both probes count from the process start to the first layout pulse
#      after the window is shown.
# Needs a display; without one it uses xvfb-run. Usage: scripts/startup-probe.sh [N] [DEST]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
dest=${2:-/tmp/算力 助手}
image=target/dist/image/GpuRentalAdvisor
[ -x "$image/bin/GpuRentalAdvisor" ] || { echo "build the image first: JAVA_HOME=<JDK 25> mvn -Pdist package" >&2; exit 2; }
rm -rf "$dest/GpuRentalAdvisor" "$dest/bare"
mkdir -p "$dest/bare"
cp -a "$image" "$dest/"
app="$dest/GpuRentalAdvisor/bin/GpuRentalAdvisor"
runtime_java="$dest/GpuRentalAdvisor/lib/runtime/bin/java"
javac=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/javac
"$javac" -d "$dest/bare" --module-path target/dist/javafx --add-modules javafx.controls scripts/BareWindow.java
xrun=()
if [ -z "${DISPLAY:-}" ]; then xrun=(xvfb-run -a); fi
ms() { awk '/^startup-ms/ {print $2}'; }
installed=(); bare=(); jar=()
for _ in $(seq "$runs"); do
  installed+=("$("${xrun[@]}" "$app" --startup-probe 2>/dev/null | ms)")
  bare+=("$("${xrun[@]}" "$runtime_java" -cp "$dest/bare" BareWindow 2>/dev/null | ms)")
  if [ -f target/gpu-rental-advisor.jar ]; then
    jar+=("$("${xrun[@]}" java -jar target/gpu-rental-advisor.jar --startup-probe 2>/dev/null | ms)")
  fi
done
report() {
  local label=$1; shift
  [ $# -gt 0 ] || return 0
  local sorted; sorted=$(printf '%s\n' "$@" | sort -n)
  echo "$label: $(echo $sorted) ms; median $(echo "$sorted" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') ms"
}
echo "in: $dest"
report "installed app (image launcher: AOT cache, C1, serial GC)" "${installed[@]}"
report "bare JavaFX window (same runtime, plain options)" "${bare[@]}"
report "java -jar target/gpu-rental-advisor.jar (java in PATH, untuned)" "${jar[@]}"
