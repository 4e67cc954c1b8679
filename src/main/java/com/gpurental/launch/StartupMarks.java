package com.gpurental.launch;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * Where the start-up time goes: with {@code -Dgpurental.startupMarks=true} each {@link #mark} prints
 * {@code startup-mark NAME MS} (milliseconds since the process started) to standard error; without it a mark costs
 * one field read. Used to find what the app does before its first frame (README, "Start-up").
 */
public final class StartupMarks {

    private static final boolean ON = Boolean.getBoolean("gpurental.startupMarks");
    private static final long PROCESS_START = ON ? ProcessHandle.current().info().startInstant()
            .map(Instant::toEpochMilli).orElse(System.currentTimeMillis()) : 0;

    private StartupMarks() {
    }

    public static void mark(String name) {
        if (ON) {
            System.err.println("startup-mark " + name + " " + (System.currentTimeMillis() - PROCESS_START)
                    + " [" + Thread.currentThread().getName() + " cpu " + threadCpuMs() + "] at " + System.currentTimeMillis());
        }
    }

    /** With the marks on (Linux): the CPU time of every thread of the process so far. */
    public static void threadTimes() {
        if (!ON) {
            return;
        }
        File[] tasks = new File("/proc/self/task").listFiles();
        if (tasks == null) {
            return;
        }
        for (File t : tasks) {
            try {
                String stat = Files.readString(t.toPath().resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
                System.err.println("startup-cpu " + name.replace(' ', '_') + " " + ticks * 10);
            } catch (IOException | RuntimeException e) {
                // a thread that ended meanwhile
            }
        }
    }

    private static long threadCpuMs() {
        try {
            String stat = Files.readString(Path.of("/proc/thread-self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
