package com.gpurental.serving;

import com.gpurental.text.Message;
import java.math.BigDecimal;
import java.math.MathContext;

/**
 * The load on a service: the buyer's words (people, their share in the busiest hour, requests each an hour; or a batch
 * job's items and deadline) turned into a request rate, and with the service time into requests in flight by Little's
 * law (docs/domain.md §3.9):
 *
 * <pre>
 * requests per second = people × busy share × requests per hour ÷ 3,600
 *                       (a batch: items ÷ the seconds its cards run within the deadline, {@link RunningTime}:
 *                        deadline days × days a week ÷ 7 × hours a day × 3,600; round the clock deadline days × 86,400)
 * service time (s)    = time to first token target + answer tokens ÷ the scenario's target tokens/s per user
 * requests in flight  = requests per second × service time, rounded up      (Little's law, L = λ × W)
 * </pre>
 *
 * The service time assumes every request is served at the scenario's targets (first token within the target, then the
 * answer at the target speed): the time a request holds a place in the running batch when the copies keep up. Queueing
 * when they do not is the capacity stage's. Where the buyer gives the requests in flight herself (the expert's
 * {@code concurrentUsers}) that number is the load.
 *
 * @param source            where the number comes from
 * @param people            how many people use the service (null for a batch or a number given outright)
 * @param busyShare         the share of them in the busiest hour, 0 to 1
 * @param requestsPerHour   requests each sends in that hour
 * @param batchItems        a batch job's items (null otherwise)
 * @param deadlineDays      a batch job's deadline (null otherwise)
 * @param requestsPerSecond the request rate (null where the in-flight number was given outright)
 * @param firstTokenS       the time-to-first-token target in the service time, s
 * @param tokensPerSecond   the per-user answer speed in the service time
 * @param serviceTimeS      one request's time in service, s (null where the in-flight number was given outright)
 * @param inFlight          requests in flight: what the cards are sized for
 * @param promptTokens      one request's prompt, tokens
 * @param answerTokens      one request's answer, tokens
 * @param prefixCacheShare  the share of a prompt found in the prefix cache, 0 to 1 (null: not given; the capacity stage
 *                          takes its published default)
 * @param thinkingModel     the name of the model that thinks before it answers whose default answer, thinking included,
 *                          this load assumed ({@code RequestKind#answerTokens(int, boolean)}); null where the plan gave the
 *                          answer or the model does not think first
 * @param thinkingSwitch    the thinking model is a hybrid one whose thinking the plan can switch off (Qwen3, GLM-4.5)
 * @param running           the hours a batch job's cards run (the plan's hours a day and days a week); round the clock
 *                          for a service
 */
public record Load(Source source, Integer people, double busyShare, double requestsPerHour, Long batchItems,
                   Double deadlineDays, Double requestsPerSecond, double firstTokenS, double tokensPerSecond,
                   Double serviceTimeS, int inFlight, int promptTokens, int answerTokens, Double prefixCacheShare,
                   String thinkingModel, boolean thinkingSwitch, RunningTime running) {

    /** Where the requests in flight come from. */
    public enum Source {
        /** People × busy share × requests an hour, through Little's law. */
        PEOPLE,
        /** A batch job's items over its deadline, through Little's law. */
        BATCH,
        /** The buyer's own number of requests in flight ({@code concurrentUsers}). */
        GIVEN,
        /** The scenario's default number of requests in flight. */
        SCENARIO
    }

    private static final double SECONDS_PER_HOUR = 3600;

    /** What one request is: its prompt, its answer, the cached share of its prompt and the targets it is served at. */
    public record Request(int promptTokens, int answerTokens, Double prefixCacheShare, double firstTokenS,
                          double tokensPerSecond) {

        /** One request's time in service at the targets, s. */
        public double serviceTimeS() {
            return firstTokenS + answerTokens / tokensPerSecond;
        }
    }

    /** The load of {@code people} × {@code busyShare} (0 to 1) × {@code requestsPerHour}. */
    public static Load ofPeople(int people, double busyShare, double requestsPerHour, Request r) {
        double rate = people * busyShare * requestsPerHour / SECONDS_PER_HOUR;
        return through(Source.PEOPLE, people, busyShare, requestsPerHour, null, null, rate, r, RunningTime.ROUND_THE_CLOCK);
    }

    /**
     * The load of a batch job: {@code items} done within {@code deadlineDays} calendar days, its cards running the hours
     * of {@code running} (10,000,000 items in 5 days at 8 h a day: ÷ 144,000 s = 69.4 a second, three times the 23.1 of
     * round the clock).
     */
    public static Load ofBatch(long items, double deadlineDays, RunningTime running, Request r) {
        double rate = items / running.runningSeconds(deadlineDays);
        return through(Source.BATCH, null, 0, 0, items, deadlineDays, rate, r, running);
    }

    /** The requests in flight as given (the expert's {@code concurrentUsers}) or the scenario's default. */
    public static Load given(int inFlight, boolean byTheBuyer, Request r) {
        return new Load(byTheBuyer ? Source.GIVEN : Source.SCENARIO, null, 0, 0, null, null, null, r.firstTokenS(),
                r.tokensPerSecond(), null, inFlight, r.promptTokens(), r.answerTokens(), r.prefixCacheShare(), null, false,
                RunningTime.ROUND_THE_CLOCK);
    }

    private static Load through(Source source, Integer people, double share, double perHour, Long items, Double days,
                                double rate, Request r, RunningTime running) {
        double service = r.serviceTimeS();
        // Little's law; a fraction of a request in flight still needs a place on the cards.
        int inFlight = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.ceil(rate * service - 1e-9)));
        return new Load(source, people, share, perHour, items, days, rate, r.firstTokenS(), r.tokensPerSecond(), service,
                inFlight, r.promptTokens(), r.answerTokens(), r.prefixCacheShare(), null, false, running);
    }

    /**
     * This load, its answer the default of {@code model}, which thinks before it answers (the plain layer says so);
     * {@code switchable}: a hybrid model whose thinking the plan can switch off.
     */
    public Load assumingThinking(String model, boolean switchable) {
        return new Load(source, people, busyShare, requestsPerHour, batchItems, deadlineDays, requestsPerSecond,
                firstTokenS, tokensPerSecond, serviceTimeS, inFlight, promptTokens, answerTokens, prefixCacheShare, model,
                switchable, running);
    }

    /**
     * The arithmetic in one sentence, e.g. "200 名员工 × 30% 在忙时使用 × 每小时 6 次 → 每秒 0.1 次请求；每次约 22.5 秒（首字 1 秒 +
     * 215 个词元 ÷ 每秒 10 个），约 3 个同时进行。"; a batch job: "10,000,000 条 ÷ 5 天 → 每天需完成 2,000,000 条（每小时约
     * 83,333 条），每条输入 2,000 个 token、输出 200 个。"; at fewer hours a day, its running hours: "10,000,000 条 ÷ 5 天
     * （每天使用 8 小时，共运行 40 小时）→ 每运行一小时需完成约 250,000 条，…"
     */
    public Message arithmetic() {
        return switch (source) {
            case PEOPLE -> Message.of("load.arithmetic.people", people, percent(busyShare), rate(requestsPerHour),
                    rate(requestsPerSecond), serviceTimeS, firstTokenS, answerTokens, tokensPerSecond, inFlight);
            // a batch job in its own terms: items a day and an hour to finish by the deadline, each item's tokens
            case BATCH -> running.roundTheClock()
                    ? Message.of("load.arithmetic.batch", batchItems, deadlineDays,
                    rate(requestsPerSecond * running.runningSeconds(1)), rate(requestsPerSecond * SECONDS_PER_HOUR),
                    promptTokens, answerTokens)
                    : Message.of("load.arithmetic.batchHours", batchItems, deadlineDays, running.use(),
                    rate(running.runningHours(deadlineDays)), rate(requestsPerSecond * SECONDS_PER_HOUR), promptTokens,
                    answerTokens);
            case GIVEN -> Message.of("load.arithmetic.given", inFlight);
            case SCENARIO -> Message.of("load.arithmetic.scenario", inFlight);
        };
    }

    /** A share as a percent for a sentence: 30 for 0.3 (three significant digits). */
    public static Object percent(double share) {
        return rate(share * 100);
    }

    /**
     * A rate as a sentence shows it: three significant digits below 100 (0.1, 0.0556, 23.1), a whole number from 100 on,
     * so that a small rate never reads as 0.
     */
    public static Object rate(Double value) {
        if (value == null) {
            return null;
        }
        if (value >= 100) {
            return Math.round(value);
        }
        return new BigDecimal(value, new MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
