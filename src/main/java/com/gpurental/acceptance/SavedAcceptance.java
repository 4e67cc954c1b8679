package com.gpurental.acceptance;

import com.gpurental.advice.Advice;
import com.gpurental.json.InputException;
import com.gpurental.plan.AcceptanceRecord;
import com.gpurental.text.Message;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An acceptance result kept with the plan ({@link AcceptanceRecord}): made on import, checked again against the
 * plan as it is now, and what it proves for checklist items 9 (supporting hardware) and 10 (trial benchmark).
 */
public final class SavedAcceptance {

    /** The lines that confirm the supporting hardware (storage, memory, network: docs/domain.md §5 item 9). */
    static final List<String> HARDWARE = List.of("ram", "disk", "diskRead", "network");
    /** The lines a trial run on the candidate platform must pass before its speed counts (item 10). */
    static final List<String> PLATFORM = List.of("plan", "model", "memory", "count", "interconnect", "power");

    private SavedAcceptance() {
    }

    /** Reads a result file for the plan's advice; refused (one message) when it is not a complete result. */
    public static AcceptanceRecord record(String fileName, byte[] bytes, Advice advice, LocalDate importedOn)
            throws InputException {
        Acceptance a = AcceptanceCheck.check(advice, ResultFile.parse(fileName, bytes));
        Map<String, String> verdicts = new LinkedHashMap<>();
        a.lines().forEach(l -> verdicts.put(l.id(), l.verdict().name()));
        return new AcceptanceRecord(fileName, importedOn, new String(bytes, StandardCharsets.UTF_8), a.overall().name(),
                verdicts);
    }

    /** The saved result against the advice; null without one (or when it no longer reads). */
    public static Acceptance check(AcceptanceRecord r, Advice advice) {
        if (r == null || advice == null) {
            return null;
        }
        try {
            return AcceptanceCheck.check(advice, ResultFile.parse(r.fileName(), r.resultJson().getBytes(StandardCharsets.UTF_8)));
        } catch (InputException e) {
            return null;
        }
    }

    /**
     * What an acceptance proves for a checklist item, and how: PASS — the item is done, {@code text} is the
     * evidence; WARN — a help, to be confirmed by hand; FAIL — the item stays open, {@code text} says what to ask
     * the vendor.
     */
    public record Evidence(Verdict verdict, Message text) {
    }

    /** Item {@code hardware} or {@code benchmark}; null for the others. */
    public static Evidence evidence(String item, Acceptance a) {
        return switch (item) {
            case "hardware" -> hardware(a);
            case "benchmark" -> benchmark(a);
            default -> null;
        };
    }

    private static Evidence hardware(Acceptance a) {
        Evidence open = worst(a, HARDWARE);
        if (open != null) {
            return open;
        }
        return new Evidence(Verdict.PASS, Message.of("acceptance.evidence.hardware", a.line("ram").delivered(),
                a.line("disk").delivered(), a.line("diskRead").delivered(), a.line("network").words()));
    }

    private static Evidence benchmark(Acceptance a) {
        Evidence platform = worst(a, PLATFORM);
        if (platform != null && platform.verdict() == Verdict.FAIL) {
            return platform;
        }
        AcceptanceLine decode = a.line("decode");
        if (decode == null) { // not an LLM serving plan: the machine is checked, the workload's own run is by hand
            return new Evidence(Verdict.WARN, Message.of("acceptance.evidence.platformOnly"));
        }
        if (decode.verdict() == Verdict.PASS && platform == null) {
            return new Evidence(Verdict.PASS, Message.of("acceptance.evidence.benchmark", decode.words()));
        }
        if (decode.verdict() == Verdict.PASS) {
            return platform;
        }
        boolean measured = a.delivered().decode() != null && a.delivered().decode().tokensPerSecond() != null;
        return measured ? new Evidence(Verdict.FAIL, Message.of("acceptance.evidence.open", decode.title(), decode.words(),
                decode.ask()))
                : new Evidence(Verdict.WARN, Message.of("acceptance.evidence.help", decode.title(), decode.words(),
                        decode.ask()));
    }

    /** The first failing line among {@code ids}, else the first to look at, as evidence; null when all pass. */
    private static Evidence worst(Acceptance a, List<String> ids) {
        AcceptanceLine warn = null;
        for (String id : ids) {
            AcceptanceLine l = a.line(id);
            if (l == null) {
                continue;
            }
            if (l.verdict() == Verdict.FAIL) {
                return new Evidence(Verdict.FAIL, Message.of("acceptance.evidence.open", l.title(), l.words(), l.ask()));
            }
            if (l.verdict() == Verdict.WARN && warn == null) {
                warn = l;
            }
        }
        return warn == null ? null : new Evidence(Verdict.WARN, Message.of("acceptance.evidence.help", warn.title(),
                warn.words(), warn.ask()));
    }
}
