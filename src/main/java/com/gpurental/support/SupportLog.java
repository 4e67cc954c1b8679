package com.gpurental.support;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The support log: {@code app-0.log} (newest) to {@code app-2.log} in {@link com.gpurental.launch.AppDirs#logDir()}, each at
 * most 1 MB, rotated by {@link FileHandler}. It holds what went wrong (exception types, messages, stack traces) and
 * the app, Java and OS versions — no plans, prices or inputs; the user's home folder and account name are replaced
 * by {@code ~} and {@code <user>} wherever they would appear.
 */
public final class SupportLog {

    /** The logger every part of the app writes to. */
    public static final Logger LOG = Logger.getLogger("com.gpurental");

    static final int LIMIT_BYTES = 1_000_000;
    static final int FILES = 3;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private static volatile Path installedIn;

    /**
     * The log's one handler: it keeps what is logged before the file opens (the app opens it after its first frame,
     * off the way to it) and writes that into the file when it opens, then everything after.
     */
    private static final Deferred DEFERRED = new Deferred();

    static {
        LOG.addHandler(DEFERRED);
    }

    private SupportLog() {
    }

    /**
     * Starts writing the log into {@code dir} (idempotent); a folder that cannot be written leaves the app without a
     * log file, never without the app.
     */
    public static synchronized void install(Path dir) {
        if (installedIn != null) {
            return;
        }
        try {
            Files.createDirectories(dir);
            String pattern = dir.toAbsolutePath().toString().replace("%", "%%") + File.separator + "app-%g.log";
            FileHandler file = new FileHandler(pattern, LIMIT_BYTES, FILES, true);
            file.setEncoding("UTF-8");
            file.setFormatter(new Scrubbing(System.getProperty("user.home"), System.getProperty("user.name")));
            file.setLevel(Level.INFO);
            DEFERRED.writeTo(file);
            LOG.setLevel(Level.INFO);
            LOG.setUseParentHandlers(false);
            installedIn = dir;
            LOG.info(() -> "start: " + System.getProperty("jpackage.app-version", "jar") + " on Java "
                    + System.getProperty("java.version") + ", " + System.getProperty("os.name") + " "
                    + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        } catch (IOException | RuntimeException e) {
            LOG.warning("no log file in the log folder: " + e);
        }
    }

    /** The folder the log is written to, or null when there is none. */
    public static Path folder() {
        return installedIn;
    }

    /** Stops writing and forgets what was kept (tests). */
    static synchronized void uninstall() {
        LOG.setUseParentHandlers(true);
        for (Handler h : LOG.getHandlers()) {
            if (h != DEFERRED) {
                LOG.removeHandler(h);
                h.close();
            }
        }
        DEFERRED.close();
        installedIn = null;
    }

    /**
     * Keeps up to {@link #KEPT} records until {@link #writeTo} names the file handler, then writes them into it (and
     * a line saying how many more were not kept) and passes on every record after.
     */
    static final class Deferred extends Handler {
        static final int KEPT = 500;
        private final List<LogRecord> kept = new ArrayList<>();
        private int dropped;
        private Handler target;

        @Override
        public synchronized void publish(LogRecord record) {
            if (target != null) {
                target.publish(record);
            } else if (kept.size() < KEPT) {
                kept.add(record);
            } else {
                dropped++;
            }
        }

        synchronized void writeTo(Handler file) {
            target = file;
            kept.forEach(file::publish);
            if (dropped > 0) {
                LogRecord r = new LogRecord(Level.WARNING,
                        dropped + " more records logged before the log file opened were not kept");
                r.setLoggerName(LOG.getName());
                file.publish(r);
            }
            kept.clear();
            dropped = 0;
        }

        @Override
        public synchronized void flush() {
            if (target != null) {
                target.flush();
            }
        }

        /** Closes the file handler, if any, and goes back to keeping. */
        @Override
        public synchronized void close() {
            if (target != null) {
                target.close();
            }
            target = null;
            kept.clear();
            dropped = 0;
        }
    }

    /** One line per record (time, level, logger, message), then the stack trace; home and account name hidden. */
    static final class Scrubbing extends Formatter {
        private final String home;
        private final String user;

        Scrubbing(String home, String user) {
            this.home = home;
            this.user = user;
        }

        @Override
        public String format(LogRecord r) {
            StringBuilder b = new StringBuilder();
            b.append(TIME.format(Instant.ofEpochMilli(r.getMillis()))).append(' ').append(r.getLevel().getName())
                    .append(' ').append(r.getLoggerName()).append(": ").append(formatMessage(r)).append(System.lineSeparator());
            if (r.getThrown() != null) {
                StringWriter w = new StringWriter();
                r.getThrown().printStackTrace(new PrintWriter(w));
                b.append(w);
            }
            return scrub(b.toString());
        }

        String scrub(String text) {
            String s = text;
            if (home != null && home.length() > 1) {
                s = s.replace(home, "~");
            }
            if (user != null && user.length() > 2) {
                s = s.replace(user, "<user>");
            }
            return s;
        }
    }
}
