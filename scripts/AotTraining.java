import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One training run of the installed app's start, run by {@code mvn -Pdist package} (single-file program, any JDK 11+):
 * starts the app image's own runtime with exactly the options of its launcher's .cfg, except that
 * {@code -XX:AOTCache=FILE} becomes {@code -XX:AOTCacheOutput=FILE}, with {@code --startup-probe} (the app shows its
 * first page and exits). The JVM then writes the AOT cache the launcher uses from the next start on.
 * (The launcher itself cannot be used for this: its cfg already names the cache, and a JVM takes only one of the two.)
 *
 * <p>Usage: {@code java scripts/AotTraining.java IMAGE_DIR} (the folder jpackage made; on macOS the .app).
 */
public final class AotTraining {

    public static void main(String[] args) throws Exception {
        Path image = Path.of(args[0]).toAbsolutePath();
        Path cfg = find(image, p -> p.toString().endsWith(".cfg") && p.getParent().getFileName().toString().equals("app"));
        Path appDir = cfg.getParent();
        Path java = find(image, p -> {
            String name = p.getFileName().toString();
            return (name.equals("java") || name.equals("java.exe")) && p.getParent().getFileName().toString().equals("bin");
        });
        List<String> command = new ArrayList<>(List.of(java.toString()));
        String classPath = null;
        String mainClass = null;
        for (String line : Files.readAllLines(cfg, StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String key = line.substring(0, eq).trim();
            String value = line.substring(eq + 1).trim().replace("$APPDIR", appDir.toString());
            switch (key) {
                case "java-options" -> command.add(value.startsWith("-XX:AOTCache=")
                        ? "-XX:AOTCacheOutput=" + value.substring("-XX:AOTCache=".length()) : value);
                case "app.classpath" -> classPath = classPath == null ? value : classPath + File.pathSeparator + value;
                case "app.mainclass" -> mainClass = value;
                default -> { }
            }
        }
        if (command.stream().noneMatch(o -> o.startsWith("-XX:AOTCacheOutput="))) {
            throw new IllegalStateException("no -XX:AOTCache option in " + cfg);
        }
        command.addAll(List.of("-cp", classPath, mainClass, "--startup-probe"));
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
