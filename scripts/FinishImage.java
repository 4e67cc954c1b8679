import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finishes the app image jpackage made, run by {@code mvn -Pdist package} (single-file program, any JDK 17+) before the
 * installer is made from it:
 * <ol>
 *   <li>On Linux, replaces jpackage's native launcher {@code bin/NAME} with a shell script that starts the image's
 *       runtime with the same options and class path (from the launcher's {@code .cfg}). The native Linux launcher
 *       asks the package managers who installed it at every start ({@code rpm -qf}, then {@code dpkg -S} on its own
 *       path, then {@code dpkg -L} for a package install) before it starts the JVM: 0.3–0.9 s on a Debian machine
 *       with the usual packages, longer than the rest of the start-up. The Windows and macOS launchers do not do
 *       this and stay.</li>
 *   <li>Puts JavaFX's native libraries where JavaFX looks first, beside the runtime's own ({@code lib}, on Windows
 *       {@code bin/javafx}), copied from the JavaFX platform jars the runtime was linked from. Linked from jars,
 *       the runtime holds them only as resources of {@code javafx.graphics}: at every start JavaFX then read each one
 *       and compared it (MD5) with a copy it had written into the user's home folder ({@code ~/.openjfx/cache})
 *       at the first start, and loaded that copy.</li>
 *   <li>One training run of the app's start: the image's own runtime with exactly the launcher's options, except
 *       that {@code -XX:AOTCache=FILE} becomes {@code -XX:AOTCacheOutput=FILE}, with {@code --startup-probe} (the app
 *       shows its first page and exits). The JVM then writes the AOT cache the launcher uses from the next start on.
 *       (The launcher itself cannot be used for this: it names the cache, and a JVM takes only one of the two.)</li>
 * </ol>
 *
 * <p>Usage: {@code java scripts/FinishImage.java IMAGE_DIR JAVAFX_JARS_DIR} (the folder jpackage made, on macOS the
 * .app; the folder of the JavaFX platform jars given to jlink).
 */
public final class FinishImage {

    /** What the launcher's .cfg says: JVM options, class path entries and main class, with $APPDIR left in. */
    record Cfg(Path appDir, List<String> javaOptions, List<String> classPath, String mainClass) {

        static Cfg read(Path cfg) throws IOException {
            List<String> options = new ArrayList<>();
            List<String> classPath = new ArrayList<>();
            String mainClass = null;
            for (String line : Files.readAllLines(cfg, StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq < 0) {
                    continue;
                }
                String value = line.substring(eq + 1).trim();
                switch (line.substring(0, eq).trim()) {
                    case "java-options" -> options.add(value);
                    case "app.classpath" -> classPath.add(value);
                    case "app.mainclass" -> mainClass = value;
                    default -> { }
                }
            }
            if (mainClass == null || classPath.isEmpty()) {
                throw new IllegalStateException("no main class or class path in " + cfg);
            }
            return new Cfg(cfg.getParent(), options, classPath, mainClass);
        }
    }

    public static void main(String[] args) throws Exception {
        Path image = Path.of(args[0]).toAbsolutePath();
        Path cfgFile = find(image, p -> p.toString().endsWith(".cfg") && p.getParent().getFileName().toString().equals("app"));
        Cfg cfg = Cfg.read(cfgFile);
        Path java = find(image, p -> {
            String name = p.getFileName().toString();
            return (name.equals("java") || name.equals("java.exe")) && p.getParent().getFileName().toString().equals("bin");
        });
        String name = cfgFile.getFileName().toString().replaceFirst("\\.cfg$", "");
        Path launcher = image.resolve("bin").resolve(name);
        if (System.getProperty("os.name").startsWith("Linux") && Files.isRegularFile(launcher)) {
            Files.writeString(launcher, shellLauncher(cfg), StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
            System.out.println("Linux launcher written: " + launcher);
        }
        installNatives(java.getParent().getParent(), Path.of(args[1]));
        train(java, cfg);
    }

    /** JavaFX's native libraries from the platform jars in {@code jars} into the runtime's native folder. */
    static void installNatives(Path runtime, Path jars) throws IOException {
        boolean windows = System.getProperty("os.name").startsWith("Windows");
        Path target = windows ? runtime.resolve("bin").resolve("javafx") : runtime.resolve("lib");
        Files.createDirectories(target);
        int count = 0;
        try (Stream<Path> files = Files.list(jars)) {
            for (Path jar : files.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                try (java.util.zip.ZipFile zip = new java.util.zip.ZipFile(jar.toFile())) {
                    for (java.util.zip.ZipEntry e : java.util.Collections.list(zip.entries())) {
                        String name = e.getName();
                        if (!name.contains("/") && (name.endsWith(".so") || name.endsWith(".dll") || name.endsWith(".dylib"))) {
                            try (java.io.InputStream in = zip.getInputStream(e)) {
                                Files.copy(in, target.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                            }
                            count++;
                        }
                    }
                }
            }
        }
        if (count == 0) {
            throw new IllegalStateException("no JavaFX native library in the jars of " + jars);
        }
        System.out.println(count + " JavaFX native libraries copied into " + target);
    }

    /**
     * The Linux launcher: a POSIX shell script, found through symbolic links, that works from any folder name; one
     * process ({@code readlink}) before Java.
     */
    static String shellLauncher(Cfg cfg) {
        StringBuilder s = new StringBuilder();
        s.append("#!/bin/sh\n")
                .append("# Starts the app with the options and class path of lib/app/").append("*.cfg")
                .append(" (written by scripts/FinishImage.java\n")
                .append("# at build time). Replaces jpackage's native Linux launcher, which asks rpm and dpkg who")
                .append(" installed it at every start.\n")
                .append("self=$(readlink -f \"$0\") || exit 1\n")
                .append("image=${self%/bin/*}\n")
                .append("APPDIR=\"$image/lib/app\"\n")
                .append("exec \"$image/lib/runtime/bin/java\"");
        for (String option : cfg.javaOptions()) {
            s.append(" \\\n  ").append(word(option));
        }
        s.append(" \\\n  \"-Djpackage.app-path=$self\"");
        s.append(" \\\n  -cp ").append(word(String.join(":", cfg.classPath())));
        s.append(" \\\n  ").append(word(cfg.mainClass())).append(" \"$@\"\n");
        return s.toString();
    }

    /** One shell word in double quotes, with $APPDIR (and nothing else) expanded. */
    static String word(String value) {
        String quoted = value.replace("\\", "\\\\").replace("\"", "\\\"").replace("`", "\\`").replace("$", "\\$");
        return "\"" + quoted.replace("\\$APPDIR", "$APPDIR") + "\"";
    }

    private static void train(Path java, Cfg cfg) throws IOException, InterruptedException {
        String appDir = cfg.appDir().toString();
        List<String> command = new ArrayList<>(List.of(java.toString()));
        for (String option : cfg.javaOptions()) {
            String value = option.replace("$APPDIR", appDir);
            command.add(value.startsWith("-XX:AOTCache=")
                    ? "-XX:AOTCacheOutput=" + value.substring("-XX:AOTCache=".length()) : value);
        }
        if (command.stream().noneMatch(o -> o.startsWith("-XX:AOTCacheOutput="))) {
            throw new IllegalStateException("no -XX:AOTCache option in the launcher's options");
        }
        List<String> classPath = cfg.classPath().stream().map(e -> e.replace("$APPDIR", appDir)).toList();
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classPath), cfg.mainClass(), "--startup-probe"));
        System.out.println("AOT training run: " + String.join(" ", command));
        Process p = new ProcessBuilder(command).inheritIO().start();
        int code = p.waitFor();
        if (code != 0) {
            System.err.println("The training run failed (exit " + code + "). It opens the app's window: on Linux without"
                    + " a display, run the build under xvfb-run.");
            System.exit(code);
        }
    }

    private static Path find(Path root, java.util.function.Predicate<Path> test) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(test).findFirst()
                    .orElseThrow(() -> new IllegalStateException("not found under " + root));
        }
    }
}
