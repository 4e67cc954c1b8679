package com.gpurental.acceptance;

/**
 * One probe of the acceptance script as it was recorded: the command, how it ended and everything it printed.
 *
 * @param status {@code ok}, {@code failed}, {@code timeout}, {@code missing} (the tool is not installed) or
 *               {@code skipped} (the script's 10 minutes were spent)
 */
public record Probe(String name, String status, int exit, String command, String output) {

    public Probe {
        output = output == null ? "" : output;
        command = command == null ? "" : command;
    }

    /** The tool answered. */
    public boolean ok() {
        return "ok".equals(status);
    }

    /** The tool is not on the machine. */
    public boolean missing() {
        return "missing".equals(status);
    }
}
