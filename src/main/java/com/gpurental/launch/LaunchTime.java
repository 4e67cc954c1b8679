package com.gpurental.launch;

import java.lang.management.ManagementFactory;

/**
 * When the app was launched, shared by the launcher (root package) and the UI's start-up probe without either
 * depending on the other (no root ↔ ui package cycle).
 */
public final class LaunchTime {

    /** System property the launcher hands a relaunched JVM: its own start (ms since the epoch). */
    public static final String PROPERTY = "gpu.advisor.launchedAt";

    private LaunchTime() {
    }

    /**
     * When the app was launched (ms since the epoch): the launching JVM's start when it was relaunched, so that the
     * start-up probe counts the launcher too.
     */
    public static long launchedAt() {
        long thisJvm = ManagementFactory.getRuntimeMXBean().getStartTime();
        return Math.min(thisJvm, Long.getLong(PROPERTY, thisJvm));
    }
}
