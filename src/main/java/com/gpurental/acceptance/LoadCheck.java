package com.gpurental.acceptance;

import com.gpurental.advice.Candidate;
import com.gpurental.advice.Deployment;
import com.gpurental.sizing.Estimate;
import com.gpurental.sizing.Performance;
import com.gpurental.sizing.Workload;
import com.gpurental.text.Message;

/**
 * The acceptance lines of the kit's load test ({@link LoadTest}) and of the team's own training run: what was
 * measured at the plan's load, against the engine's estimate at the same requests in flight and the plan's own
 * per-user target; a run cut short or throttled cards are said, never judged as a speed.
 */
final class LoadCheck {

    private LoadCheck() {
    }

    /**
     * The per-user decode speed the engine expects for this GPU and card count with {@code users} requests in flight
     * on one copy: the sizing's own formula ({@link Performance#tokensPerSecondPerUserRange}); null for a plan that
     * is not LLM serving.
     */
    static Estimate expectedDecode(Workload w, Candidate lead, int users) {
        if (w.training() || w.architecture() == null) {
            return null;
        }
        // The users are served by one copy: its tensor-parallel group, stage after stage over the servers it spans.
        Deployment d = lead.deployment();
        int tp = d == null ? lead.cards() : d.tensorParallel();
        int stages = d == null ? 1 : d.pipelineStages();
        return Performance.tokensPerSecondPerUserRange(w, lead.gpu(), tp, stages, Math.max(1, users), lead.scalingEfficiency());
    }

    /** The decode line when a load test ran: per-user speed at the plan's requests in flight (1000 / TPOT p50). */
    static AcceptanceLine decodeUnderLoad(Delivered d, Workload w, Candidate lead) {
        LoadTest t = d.planLoad();
        Estimate e = expectedDecode(w, lead, t.concurrency());
        Message expected = e == null ? Message.of("acceptance.decode.noEstimate")
                : Message.of("acceptance.load.expected", e.low(), e.high(), t.concurrency());
        Double v = t.decodeTokensPerSecondPerUser();
        if (!t.measured() || v == null) {
            return AcceptanceCheck.line("decode", Verdict.WARN, expected, Message.of("acceptance.notRead"),
                    Message.of("acceptance.load.cut", t.concurrency(), t.completed() == null ? 0 : t.completed(),
                            t.requested() == null ? 0 : t.requested()), Message.of("acceptance.load.cutAsk"));
        }
        Message delivered = Message.of("acceptance.load.decodeValue", v, t.concurrency(), t.engine());
        if (e == null) {
            return AcceptanceCheck.line("decode", Verdict.WARN, expected, delivered, Message.of("acceptance.decode.recorded", v),
                    Message.of("acceptance.decode.recordedAsk"));
        }
        if (v > e.high() * AcceptanceCheck.IMPLAUSIBLE_FACTOR) {
            return AcceptanceCheck.line("decode", Verdict.WARN, expected, Message.of("acceptance.notRead"),
                    Message.of("acceptance.decode.implausible", v, e.high()), Message.of("acceptance.decode.implausibleAsk"));
        }
        if (v < e.low()) {
            return AcceptanceCheck.line("decode", Verdict.WARN, expected, delivered,
                    Message.of("acceptance.decode.slow", v, e.low(), e.high()), Message.of("acceptance.decode.slowAsk"));
        }
        return AcceptanceCheck.line("decode", Verdict.PASS, expected, delivered, Message.of(v > e.high()
                ? "acceptance.decode.fast" : "acceptance.decode.same", v, e.low(), e.high()), null);
    }

    /**
     * The load line: throughput and latencies at the plan's requests in flight, whether the cards slowed down and
     * whether each user got the plan's target speed; the training run's logged speed for a training plan. Null when
     * neither ran (the decode line then says why nothing was measured).
     */
    static AcceptanceLine load(Delivered d, Workload w) {
        if (d.trainingTokensPerS() != null || d.probe("train_run") != null) {
            return training(d);
        }
        LoadTest t = d.planLoad();
        if (t == null) {
            return null;
        }
        Message expected = w.tokensPerSecondPerUser() == null ? Message.of("acceptance.load.expectedNoTarget", t.concurrency())
                : Message.of("acceptance.load.expectedTarget", t.concurrency(), w.tokensPerSecondPerUser());
        if (!t.measured()) {
            return AcceptanceCheck.line("load", Verdict.WARN, expected, Message.of("acceptance.notRead"),
                    Message.of("acceptance.load.cut", t.concurrency(), t.completed() == null ? 0 : t.completed(),
                            t.requested() == null ? 0 : t.requested()), Message.of("acceptance.load.cutAsk"));
        }
        Message delivered = Message.of("acceptance.load.value", t.outputTokensPerS(), t.inputTokensPerS() == null ? 0
                : t.inputTokensPerS(),
                t.ttftP95Ms() != null ? t.ttftP95Ms() : t.ttftP50Ms(), t.tpotP95Ms() != null ? t.tpotP95Ms() : t.tpotP50Ms(),
                t.ttftP95Ms() != null ? 95 : 50, t.engine());
        if (t.throttled() != null && t.throttled().slowed()) {
            return AcceptanceCheck.line("load", Verdict.WARN, expected, delivered,
                    Message.of("acceptance.load.throttled", t.throttled().reasons()), Message.of("acceptance.load.throttledAsk"));
        }
        Double perUser = t.decodeTokensPerSecondPerUser();
        if (w.tokensPerSecondPerUser() != null && perUser < w.tokensPerSecondPerUser()) {
            return AcceptanceCheck.line("load", Verdict.WARN, expected, delivered, Message.of("acceptance.load.belowTarget",
                    perUser, w.tokensPerSecondPerUser(), t.concurrency()), Message.of("acceptance.load.belowTargetAsk"));
        }
        return AcceptanceCheck.line("load", Verdict.PASS, expected, delivered, Message.of("acceptance.load.same", perUser,
                t.concurrency()), null);
    }

    private static AcceptanceLine training(Delivered d) {
        Message expected = Message.of("acceptance.train.expected");
        if (d.trainingTokensPerS() == null) {
            return AcceptanceCheck.line("load", Verdict.WARN, expected, Message.of("acceptance.notRead"),
                    Message.of("acceptance.train.notRead"), Message.of("acceptance.train.notReadAsk"));
        }
        return AcceptanceCheck.line("load", Verdict.WARN, expected, Message.of("acceptance.train.value", d.trainingTokensPerS()),
                Message.of("acceptance.train.recorded", d.trainingTokensPerS()), Message.of("acceptance.train.recordedAsk"));
    }
}
