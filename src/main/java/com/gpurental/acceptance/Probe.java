package com.gpurental.acceptance;

/**
 * One probe of the acceptance script as it was recorded: the command, how it ended and everything it printed.
 *
 * @param status {@code ok}, {@code failed}, {@code timeout}, {@code missing} (the tool is not installed) or
 *               {@code skipped} (the script's 10 minutes were spent)
 * @param cut    the tool printed more than the script keeps (128 KiB): only the start is here
 */
public record Probe(String name, String status, int exit, String command, String output, boolean cut) {

    public Probe(String name, String status, int exit, String command, String output) {
        this(name, status, exit, command, output, false);
    }

    public Probe {
        output = output == null ? "" : output;
        command = command == null ? "" : command;
    }

    /** The tool answered. */
    public boolean ok() {
        return "ok".equals(status);
    }

    /** The tool ran (it answered, failed or ran out of time), as opposed to missing or skipped. */
    public boolean ran() {
        return "ok".equals(status) || "failed".equals(status) || "timeout".equals(status);
    }

    /** The first line it printed, at most 120 characters ("" when it printed nothing). */
    public String firstLine() {
        for (String line : output.split("\\R", 50)) {
            if (!line.isBlank()) {
                String s = line.strip();
                return s.length() > 120 ? s.substring(0, 120) + "…" : s;
            }
        }
        return "";
    }

    /** The tool is not on the machine. */
    public boolean missing() {
        return "missing".equals(status);
    }
}
