package com.gpurental.launch;

import java.nio.file.Path;

/** Where the app keeps its per-user files (autosave, start-up archive). */
public final class AppDirs {

    private AppDirs() {
    }

    /** %APPDATA%\GpuRentalAdvisor on Windows, ~/.gpu-rental-advisor elsewhere. */
    public static Path dataDir() {
        String appData = System.getenv("APPDATA");
        if (appData != null && System.getProperty("os.name", "").startsWith("Windows")) {
            return Path.of(appData, "GpuRentalAdvisor");
        }
        return Path.of(System.getProperty("user.home"), ".gpu-rental-advisor");
    }
}
