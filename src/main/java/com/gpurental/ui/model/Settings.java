package com.gpurental.ui.model;

import java.util.Locale;

/** What the app remembers between runs (language, window size). Tests use an in-memory one. */
public interface Settings {

    Locale languageOr(Locale fallback);

    void setLanguage(Locale locale);

    double width(double fallback);

    double height(double fallback);

    void size(double width, double height);

    /** The window's remembered position (NaN: none). */
    default double x() {
        return Double.NaN;
    }

    default double y() {
        return Double.NaN;
    }

    default void position(double x, double y) {
    }

    /** Recently opened or saved plan files, newest first. */
    java.util.List<String> recentFiles();

    void setRecentFiles(java.util.List<String> files);

    /** The folder the user chose for autosaves when the usual one could not be written (null: the usual one). */
    default String dataFolder() {
        return null;
    }

    default void setDataFolder(String folder) {
    }

    /** The folder the last PDF was exported to, or null. */
    String lastExportFolder();

    void setLastExportFolder(String folder);

    /** Backed by java.util.prefs under this application's node. */
    static Settings preferences() {
        java.util.prefs.Preferences p = java.util.prefs.Preferences.userRoot().node("com/gpurental/advisor");
        return new Settings() {
            @Override
            public Locale languageOr(Locale fallback) {
                String tag = p.get("language", null);
                return tag == null ? fallback : Locale.forLanguageTag(tag);
            }

            @Override
            public void setLanguage(Locale locale) {
                p.put("language", locale.toLanguageTag());
                flush();
            }

            @Override
            public double width(double fallback) {
                return p.getDouble("width", fallback);
            }

            @Override
            public double height(double fallback) {
                return p.getDouble("height", fallback);
            }

            @Override
            public void size(double width, double height) {
                p.putDouble("width", width);
                p.putDouble("height", height);
                flush();
            }

            @Override
            public double x() {
                return p.getDouble("x", Double.NaN);
            }

            @Override
            public double y() {
                return p.getDouble("y", Double.NaN);
            }

            @Override
            public void position(double x, double y) {
                p.putDouble("x", x);
                p.putDouble("y", y);
                flush();
            }

            @Override
            public java.util.List<String> recentFiles() {
                String joined = p.get("recent", "");
                return joined.isEmpty() ? java.util.List.of() : java.util.List.of(joined.split("\n"));
            }

            @Override
            public void setRecentFiles(java.util.List<String> files) {
                p.put("recent", String.join("\n", files));
                flush();
            }

            @Override
            public String dataFolder() {
                return p.get("dataFolder", null);
            }

            @Override
            public void setDataFolder(String folder) {
                p.put("dataFolder", folder);
            }

            @Override
            public String lastExportFolder() {
                return p.get("exportFolder", null);
            }

            @Override
            public void setLastExportFolder(String folder) {
                p.put("exportFolder", folder);
                flush();
            }

            private void flush() {
                try {
                    p.flush();
                } catch (java.util.prefs.BackingStoreException e) {
                    // Preferences are a convenience; losing them must not stop the app.
                    com.gpurental.support.SupportLog.LOG.log(java.util.logging.Level.WARNING, "settings not stored", e);
                }
            }
        };
    }

    static Settings inMemory(Locale language) {
        return new Settings() {
            private Locale lang = language;
            private double w = -1;
            private double h = -1;
            private java.util.List<String> recent = java.util.List.of();
            private String dataFolder;

            @Override
            public String dataFolder() {
                return dataFolder;
            }

            @Override
            public void setDataFolder(String folder) {
                dataFolder = folder;
            }

            private String exportFolder;

            @Override
            public String lastExportFolder() {
                return exportFolder;
            }

            @Override
            public void setLastExportFolder(String folder) {
                exportFolder = folder;
            }

            @Override
            public java.util.List<String> recentFiles() {
                return recent;
            }

            @Override
            public void setRecentFiles(java.util.List<String> files) {
                recent = java.util.List.copyOf(files);
            }

            @Override
            public Locale languageOr(Locale fallback) {
                return lang == null ? fallback : lang;
            }

            @Override
            public void setLanguage(Locale locale) {
                lang = locale;
            }

            @Override
            public double width(double fallback) {
                return w < 0 ? fallback : w;
            }

            @Override
            public double height(double fallback) {
                return h < 0 ? fallback : h;
            }

            @Override
            public void size(double width, double height) {
                w = width;
                h = height;
            }
        };
    }
}
