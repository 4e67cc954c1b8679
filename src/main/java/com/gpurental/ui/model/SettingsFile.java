package com.gpurental.ui.model;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.gpurental.json.AtomicFiles;
import com.gpurental.support.SupportLog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Level;

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

    private static final JsonFactory JSON = new JsonFactory();

    private final Path file;
    private final Map<String, Object> values;

    private SettingsFile(Path file, Map<String, Object> values) {
        this.file = file;
        this.values = values;
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
        Map<String, Object> migrated = fromLegacy(legacy.get());
        SettingsFile settings = new SettingsFile(file, migrated);
        if (!migrated.isEmpty() && settings.store()) {
            forgetLegacy.run();
        }
        return settings;
    }

    /** The file in the settings folder, with the one-time copy from java.util.prefs. */
    static SettingsFile openDefault(Path folder) {
        return open(folder, SettingsFile::preferenceValues, SettingsFile::forgetPreferences);
    }

    static Map<String, Object> fromLegacy(Map<String, String> old) {
        Map<String, Object> v = new LinkedHashMap<>();
        copyText(old, "language", v, "language");
        for (String key : List.of("width", "height", "x", "y")) {
            String s = old.get(key);
            if (s != null) {
                try {
                    v.put(key, Double.parseDouble(s));
                } catch (NumberFormatException e) {
                    // not a number: left out, the default applies
                }
            }
        }
        String recent = old.get("recent");
        if (recent != null && !recent.isEmpty()) {
            v.put("recentFiles", List.of(recent.split("\n")));
        }
        copyText(old, "dataFolder", v, "dataFolder");
        copyText(old, "exportFolder", v, "exportFolder");
        return v;
    }

    private static void copyText(Map<String, String> from, String oldKey, Map<String, Object> to, String key) {
        String s = from.get(oldKey);
        if (s != null && !s.isEmpty()) {
            to.put(key, s);
        }
    }

    /**
     * False when earlier versions cannot have left settings: on Linux java.util.prefs keeps them under
     * {@code ~/.java/.userPrefs}, and merely opening the store creates that folder (and logs "Created user preferences
     * directory") on every fresh install. Windows (registry) and macOS (a plist) are always asked.
     */
    static boolean mayHavePreferences(String osName, Path userPrefsRoot) {
        return !osName.toLowerCase(java.util.Locale.ROOT).startsWith("linux")
                || java.nio.file.Files.isDirectory(userPrefsRoot.resolve(".java").resolve(".userPrefs"));
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
            java.util.prefs.Preferences root = java.util.prefs.Preferences.userRoot();
            if (root.nodeExists(PREFERENCES_NODE)) {
                java.util.prefs.Preferences p = root.node(PREFERENCES_NODE);
                for (String key : p.keys()) {
                    old.put(key, p.get(key, null));
                }
            }
        } catch (java.util.prefs.BackingStoreException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "old settings not read", e);
        }
        return old;
    }

    private static void forgetPreferences() {
        if (!mayHavePreferences()) {
            return;
        }
        try {
            java.util.prefs.Preferences root = java.util.prefs.Preferences.userRoot();
            if (root.nodeExists(PREFERENCES_NODE)) {
                root.node(PREFERENCES_NODE).removeNode();
                root.flush();
            }
        } catch (java.util.prefs.BackingStoreException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "old settings not removed", e);
        }
    }

    private static Map<String, Object> read(Path file) {
        Map<String, Object> v = new LinkedHashMap<>();
        try (JsonParser p = JSON.createParser(Files.readAllBytes(file))) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonToken t = p.nextToken();
                if (t == JsonToken.VALUE_STRING) {
                    v.put(key, p.getText());
                } else if (t.isNumeric()) {
                    v.put(key, p.getDoubleValue());
                } else if (t == JsonToken.START_ARRAY) {
                    List<String> list = new ArrayList<>();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        if (p.currentToken() == JsonToken.VALUE_STRING) {
                            list.add(p.getText());
                        } else {
                            p.skipChildren();
                        }
                    }
                    v.put(key, List.copyOf(list));
                } else {
                    p.skipChildren();
                }
            }
        } catch (IOException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "settings file not readable, defaults used", e);
            return new LinkedHashMap<>();
        }
        return v;
    }

    /** Writes all values; false (logged) when the file cannot be written. */
    private synchronized boolean store() {
        try {
            Files.createDirectories(file.getParent());
            AtomicFiles.write(file, out -> {
                try (JsonGenerator g = JSON.createGenerator(AtomicFiles.keepOpen(out))) {
                    g.useDefaultPrettyPrinter();
                    g.writeStartObject();
                    for (Map.Entry<String, Object> e : values.entrySet()) {
                        if (e.getValue() instanceof Double d && !Double.isFinite(d)) {
                            continue; // no place on screen: the default applies
                        }
                        g.writeFieldName(e.getKey());
                        if (e.getValue() instanceof Double d) {
                            g.writeNumber(d);
                        } else if (e.getValue() instanceof List<?> list) {
                            g.writeStartArray();
                            for (Object item : list) {
                                g.writeString(String.valueOf(item));
                            }
                            g.writeEndArray();
                        } else {
                            g.writeString(String.valueOf(e.getValue()));
                        }
                    }
                    g.writeEndObject();
                }
            });
            return true;
        } catch (IOException | RuntimeException e) {
            SupportLog.LOG.log(Level.WARNING, "settings not stored", e);
            return false;
        }
    }

    private synchronized void put(String key, Object value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.put(key, value);
        }
        store();
    }

    private synchronized double number(String key, double fallback) {
        Object v = values.get(key);
        return v instanceof Double d && Double.isFinite(d) ? d : fallback;
    }

    private synchronized String text(String key) {
        Object v = values.get(key);
        return v instanceof String s ? s : null;
    }

    @Override
    public Locale languageOr(Locale fallback) {
        String tag = text("language");
        return tag == null ? fallback : Locale.forLanguageTag(tag);
    }

    @Override
    public void setLanguage(Locale locale) {
        put("language", locale.toLanguageTag());
    }

    @Override
    public double width(double fallback) {
        return number("width", fallback);
    }

    @Override
    public double height(double fallback) {
        return number("height", fallback);
    }

    @Override
    public synchronized void size(double width, double height) {
        values.put("width", width);
        values.put("height", height);
        store();
    }

    @Override
    public double x() {
        return number("x", Double.NaN);
    }

    @Override
    public double y() {
        return number("y", Double.NaN);
    }

    @Override
    public synchronized void position(double x, double y) {
        values.put("x", x);
        values.put("y", y);
        store();
    }

    @Override
    public synchronized List<String> recentFiles() {
        Object v = values.get("recentFiles");
        if (!(v instanceof List<?> list)) {
            return List.of();
        }
        return list.stream().map(String::valueOf).toList();
    }

    @Override
    public void setRecentFiles(List<String> files) {
        put("recentFiles", List.copyOf(files));
    }

    @Override
    public String dataFolder() {
        return text("dataFolder");
    }

    @Override
    public void setDataFolder(String folder) {
        put("dataFolder", folder);
    }

    @Override
    public int textSizePercent() {
        return (int) Math.round(number("textSizePercent", 100));
    }

    @Override
    public void setTextSizePercent(int percent) {
        put("textSizePercent", (double) percent);
    }

    @Override
    public String lastExportFolder() {
        return text("exportFolder");
    }

    @Override
    public void setLastExportFolder(String folder) {
        put("exportFolder", folder);
    }
}
