package com.gpurental.launch;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where the app keeps its per-user files, by each platform's convention.
 *
 * <ul>
 *   <li>{@link #dataDir()} — the user's work (autosave): roams with the user. Windows {@code %APPDATA%\GpuRentalAdvisor},
 *       macOS {@code ~/Library/Application Support/GpuRentalAdvisor}, elsewhere
 *       {@code $XDG_DATA_HOME/gpu-rental-advisor} ({@code ~/.local/share/gpu-rental-advisor}).</li>
 *   <li>{@link #configDir()} — settings: Windows {@code %APPDATA%\GpuRentalAdvisor}, macOS the same folder as the data,
 *       elsewhere {@code $XDG_CONFIG_HOME/gpu-rental-advisor} ({@code ~/.config/…}).</li>
 *   <li>{@link #cacheDir()} — anything that can be made again: Windows {@code %LOCALAPPDATA%\GpuRentalAdvisor\Cache},
 *       macOS {@code ~/Library/Caches/GpuRentalAdvisor}, elsewhere {@code $XDG_CACHE_HOME/gpu-rental-advisor}.</li>
 *   <li>{@link #logDir()} — the support log, kept on this machine (not roamed): Windows
 *       {@code %LOCALAPPDATA%\GpuRentalAdvisor\Logs}, macOS {@code ~/Library/Logs/GpuRentalAdvisor}, elsewhere
 *       {@code $XDG_STATE_HOME/gpu-rental-advisor/logs} ({@code ~/.local/state/…}).</li>
 * </ul>
 * An XDG variable that is empty or not an absolute path is ignored, as the XDG specification says.
 */
public final class AppDirs {

    /** The four folders for one user on one platform. */
    public record Dirs(Path data, Path config, Path cache, Path logs) {
    }

    private static final String WINDOWS_NAME = "GpuRentalAdvisor";
    private static final String XDG_NAME = "gpu-rental-advisor";

    private AppDirs() {
    }

    /** The user's work (autosave); roams with the user. */
    public static Path dataDir() {
        return current().data();
    }

    /** Settings. */
    public static Path configDir() {
        return current().config();
    }

    /** Caches (may be deleted at any time). */
    public static Path cacheDir() {
        return current().cache();
    }

    /** The support log. */
    public static Path logDir() {
        return current().logs();
    }

    /** The folders of this user on this machine. */
    public static Dirs current() {
        return of(System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home"));
    }

    /** The folders for an operating system name (as in {@code os.name}), environment and home folder. */
    public static Dirs of(String osName, Map<String, String> env, String home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            Path roaming = Path.of(nonEmpty(env.get("APPDATA"), Path.of(home, "AppData", "Roaming").toString()), WINDOWS_NAME);
            Path local = Path.of(nonEmpty(env.get("LOCALAPPDATA"), Path.of(home, "AppData", "Local").toString()), WINDOWS_NAME);
            return new Dirs(roaming, roaming, local.resolve("Cache"), local.resolve("Logs"));
        }
        if (os.startsWith("mac")) {
            Path library = Path.of(home, "Library");
            Path support = library.resolve("Application Support").resolve(WINDOWS_NAME);
            return new Dirs(support, support, library.resolve("Caches").resolve(WINDOWS_NAME),
                    library.resolve("Logs").resolve(WINDOWS_NAME));
        }
        return new Dirs(xdg(env, "XDG_DATA_HOME", home, ".local", "share").resolve(XDG_NAME),
                xdg(env, "XDG_CONFIG_HOME", home, ".config").resolve(XDG_NAME),
                xdg(env, "XDG_CACHE_HOME", home, ".cache").resolve(XDG_NAME),
                xdg(env, "XDG_STATE_HOME", home, ".local", "state").resolve(XDG_NAME).resolve("logs"));
    }

    private static Path xdg(Map<String, String> env, String variable, String home, String first, String... more) {
        String value = env.get(variable);
        if (value != null && !value.isBlank() && Path.of(value).isAbsolute()) {
            return Path.of(value);
        }
        return Path.of(home, first).resolve(Path.of("", more));
    }

    private static String nonEmpty(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }
}
