package com.gpurental.ui.model;

import com.gpurental.json.AtomicFiles;
import com.gpurental.support.SupportLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.logging.Level;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * The settings as a small JSON file, {@code settings.json} in the settings folder ({@code AppDirs.configDir()}:
 * {@code %APPDATA%\GpuRentalAdvisor} on Windows, which roams with the user), rewritten atomically on every change.
 * Settings are a convenience: a file that cannot be read starts from the defaults, one that cannot be written keeps
 * the values for this session; both are logged, neither stops the app.
 *
 * <p>Earlier versions kept the settings in {@code java.util.prefs}. When there is no file yet, the old values are
 * copied into it once (see {@link #open(Path, Supplier, Runnable)}) and the old store is then forgotten.
 */
final class SettingsFile implements Settings {

    static final String FILE_NAME = "settings.json";
    /** The java.util.prefs node earlier versions used. */
    static final String PREFERENCES_NODE = "com/gpurental/advisor";

    private final Path file;
    /** Replaced whole at every change; the file holds what the last change left. */
    private volatile SettingsDocument document;

    private SettingsFile(Path file, SettingsDocument document) {
        this.file = file;
        this.document = document;
    }

    /**
     * The settings in {@code folder}; without a settings file there, the values {@code legacy} supplies (the old
     * preferences, by their old names: language, width, height, x, y, recent (one path a line), dataFolder,
     * exportFolder) are written into a new one, and {@code forgetLegacy} runs once that file is written.
     */
    static SettingsFile open(Path folder, Supplier<Map<String, String>> legacy, Runnable forgetLegacy) {
        Path file = folder.resolve(FILE_NAME);
        if (Files.exists(file)) {
            return new SettingsFile(file, read(file));
        }
        SettingsDocument migrated = fromLegacy(legacy.get());
        SettingsFile settings = new SettingsFile(file, migrated);
        if (!migrated.equals(SettingsDocument.EMPTY) && settings.store()) {
            forgetLegacy.run();
        }
        return settings;
    }

    /** The file in the settings folder, with the one-time copy from java.util.prefs. */
    static SettingsFile openDefault(Path folder) {
        return open(folder, SettingsFile::preferenceValues, SettingsFile::forgetPreferences);
    }

    static SettingsDocument fromLegacy(Map<String, String> old) {
        String recent = old.get("recent");
        return new SettingsDocument(text(old, "language"), number(old, "width"), number(old, "height"),
                number(old, "x"), number(old, "y"), recent == null || recent.isEmpty() ? null : List.of(recent.split("\n")),
                text(old, "dataFolder"), null, text(old, "exportFolder"), null);
    }

    private static String text(Map<String, String> old, String key) {
        String s = old.get(key);
        return s == null || s.isEmpty() ? null : s;
    }

    private static Double number(Map<String, String> old, String key) {
        String s = old.get(key);
        try {
            return s == null ? null : Double.valueOf(s);
        } catch (NumberFormatException e) {
            return null; // not a number: left out, the default applies
        }
    }

    /**
     * False when earlier versions cannot have left settings: on Linux java.util.prefs keeps them under
     * {@code ~/.java/.userPrefs}, and merely opening the store creates that folder (and logs "Created user preferences
     * directory") on every fresh install. Windows (registry) and macOS (a plist) are always asked.
     */
    static boolean mayHavePreferences(String osName, Path userPrefsRoot) {
        return !osName.toLowerCase(Locale.ROOT).startsWith("linux")
                || Files.isDirectory(userPrefsRoot.resolve(".java").resolve(".userPrefs"));
    }

    private static boolean mayHavePreferences() {
        String root = System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home", ""));
        return mayHavePreferences(System.getProperty("os.name", ""), Path.of(root));
    }

    private static Map<String, String> preferenceValues() {
        Map<String, String> old = new LinkedHashMap<>();
        if (!mayHavePreferences()) {
            return old;
        }
        try {
            Preferences root = Preferences.userRoot();
            if (root.nodeExists(PREFERENCES_NODE)) {
                Preferences p = root.node(PREFERENCES_NODE);
                for (String key : p.keys()) {
                    old.put(key, p.get(key, null));
                }
            }
        } catch (BackingStoreException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "old settings not read", e);
        }
        return old;
    }

    private static void forgetPreferences() {
        if (!mayHavePreferences()) {
            return;
        }
        try {
            Preferences root = Preferences.userRoot();
            if (root.nodeExists(PREFERENCES_NODE)) {
                root.node(PREFERENCES_NODE).removeNode();
                root.flush();
            }
        } catch (BackingStoreException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "old settings not removed", e);
        }
    }

    private static SettingsDocument read(Path file) {
        try {
            return SettingsDocument.read(Files.readAllBytes(file));
        } catch (IOException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "settings file not readable, defaults used", e);
            return SettingsDocument.EMPTY;
        }
    }

    /** Writes all values; false (logged) when the file cannot be written. */
    private synchronized boolean store() {
        try {
            Files.createDirectories(file.getParent());
            AtomicFiles.write(file, document::write);
            return true;
        } catch (IOException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "settings not stored", e);
            return false;
        }
    }

    /** The change is kept for this session even when the file cannot be written. */
    private synchronized void update(UnaryOperator<SettingsDocument> change) {
        document = change.apply(document);
        store();
    }

    private static double or(Double value, double fallback) {
        return value == null ? fallback : value;
    }

    @Override
    public Locale languageOr(Locale fallback) {
        String tag = document.language();
        return tag == null ? fallback : Locale.forLanguageTag(tag);
    }

    @Override
    public void setLanguage(Locale locale) {
        update(d -> d.withLanguage(locale.toLanguageTag()));
    }

    @Override
    public double width(double fallback) {
        return or(document.width(), fallback);
    }

    @Override
    public double height(double fallback) {
        return or(document.height(), fallback);
    }

    @Override
    public void size(double width, double height) {
        update(d -> d.withSize(width, height));
    }

    @Override
    public double x() {
        return or(document.x(), Double.NaN);
    }

    @Override
    public double y() {
        return or(document.y(), Double.NaN);
    }

    @Override
    public void position(double x, double y) {
        update(d -> d.withPosition(x, y));
    }

    @Override
    public List<String> recentFiles() {
        List<String> files = document.recentFiles();
        return files == null ? List.of() : files;
    }

    @Override
    public void setRecentFiles(List<String> files) {
        update(d -> d.withRecentFiles(files));
    }

    @Override
    public String dataFolder() {
        return document.dataFolder();
    }

    @Override
    public void setDataFolder(String folder) {
        update(d -> d.withDataFolder(folder));
    }

    @Override
    public int textSizePercent() {
        return (int) Math.round(or(document.textSizePercent(), 100));
    }

    @Override
    public void setTextSizePercent(int percent) {
        update(d -> d.withTextSizePercent(percent));
    }

    @Override
    public String lastExportFolder() {
        return document.exportFolder();
    }

    @Override
    public void setLastExportFolder(String folder) {
        update(d -> d.withExportFolder(folder));
    }
}
