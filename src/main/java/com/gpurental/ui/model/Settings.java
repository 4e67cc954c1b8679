package com.gpurental.ui.model;

import com.gpurental.launch.AppDirs;
import java.util.List;
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
    List<String> recentFiles();

    void setRecentFiles(List<String> files);

    /** The folder the user chose for autosaves when the usual one could not be written (null: the usual one). */
    default String dataFolder() {
        return null;
    }

    default void setDataFolder(String folder) {
    }

    /** The window's text size in per cent of normal (View → Text size); 100 when none is stored. */
    default int textSizePercent() {
        return 100;
    }

    default void setTextSizePercent(int percent) {
    }

    /** The folder the last PDF was exported to, or null. */
    String lastExportFolder();

    void setLastExportFolder(String folder);

    /**
     * The user's settings: {@code settings.json} in the settings folder ({@link com.gpurental.launch.AppDirs#configDir()}),
     * with a one-time copy of the java.util.prefs values of earlier versions ({@link SettingsFile}).
     */
    static Settings stored() {
        return SettingsFile.openDefault(AppDirs.configDir());
    }

    static Settings inMemory(Locale language) {
        return new Settings() {
            private Locale lang = language;
            private double w = -1;
            private double h = -1;
            private List<String> recent = List.of();
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
            private int textSize = 100;

            @Override
            public int textSizePercent() {
                return textSize;
            }

            @Override
            public void setTextSizePercent(int percent) {
                textSize = percent;
            }

            @Override
            public String lastExportFolder() {
                return exportFolder;
            }

            @Override
            public void setLastExportFolder(String folder) {
                exportFolder = folder;
            }

            @Override
            public List<String> recentFiles() {
                return recent;
            }

            @Override
            public void setRecentFiles(List<String> files) {
                recent = List.copyOf(files);
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
