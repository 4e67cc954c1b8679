package com.gpurental.acceptance;

import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.json.JsonTrees;
import com.gpurental.plan.Measurement;
import com.gpurental.text.Message;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The load test of an imported result as a {@link Measurement} the plan keeps (issue 34): the run at the plan's own
 * requests in flight, on the GPU the machine reported (the option the kit was made for when its name is not known),
 * the cards the engine's copy ran on ({@code kit.cards}: the kit starts it with that tensor-parallel size), each request
 * the kit's prompt and answer. A run cut short, unread or on slowed (throttled) cards is no measurement: null.
 */
public final class MeasuredRun {

    /** The day a run was made is said in China's time, as the papers are dated. */
    static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    private MeasuredRun() {
    }

    /** The measurement in {@code bytes} (a result file already read as {@code d}), or null. */
    public static Measurement of(Advice advice, Delivered d, String fileName, byte[] bytes, LocalDate importedOn) {
        LoadTest t = d == null ? null : d.planLoad();
        if (t == null || !t.measured() || t.throttled() != null && t.throttled().slowed()) {
            return null;
        }
        JsonNode root;
        try {
            root = JsonTrees.read(bytes);
        } catch (IOException e) {
            return null;
        }
        JsonNode kit = root.path("kit");
        Candidate lead = advice.leading().orElse(null);
        String gpu = d.gpus().isEmpty() ? null : DeviceNames.idOf(d.gpus().get(0).name());
        gpu = gpu != null ? gpu : lead == null ? null : lead.gpu().id();
        int cards = kit.path("cards").asInt(0);
        if (gpu == null || cards <= 0) {
            return null;
        }
        int input = kit.path("inputTokens").asInt(0);
        int output = kit.path("outputTokens").asInt(0);
        Integer context = input > 0 && output > 0 ? input + output : null;
        long started = root.path("machine").path("startedAt").asLong(0);
        LocalDate date = started > 0 ? Instant.ofEpochSecond(started).atZone(ZONE).toLocalDate() : importedOn;
        return new Measurement(gpu, cards, advice.plan().plan().model().id(), advice.plan().workload().precision(),
                context, t.concurrency(), round(t.decodeTokensPerSecondPerUser()), round(t.inputTokensPerS()),
                round(t.outputTokensPerS()), round(t.ttftP95Ms()), round(t.tpotP95Ms()),
                fileName + " · " + t.engine(), date, Measurement.Origin.TRIAL_KIT);
    }

    /**
     * Why a result's load test at the plan's level is not kept as a measurement, said beside the import (issue 34):
     * cards slowed by power or heat, or a run that did not finish; null when it is kept or there was none to keep (the
     * acceptance lines then say what was not measured). The advice stays on the estimate: its range is not narrowed.
     */
    public static Message notKept(Delivered d) {
        LoadTest t = d == null ? null : d.planLoad();
        if (t == null) {
            return null;
        }
        if (t.throttled() != null && t.throttled().slowed()) {
            return Message.of("acceptance.measure.notKept.throttled");
        }
        if (!t.measured()) {
            return Message.of("acceptance.measure.notKept.cut", t.completed() == null ? 0 : t.completed(),
                    t.requested() == null ? 0 : t.requested());
        }
        return null;
    }

    /** Two decimals: what the client printed, no more. */
    private static Double round(Double v) {
        return v == null ? null : Math.round(v * 100) / 100.0;
    }
}
