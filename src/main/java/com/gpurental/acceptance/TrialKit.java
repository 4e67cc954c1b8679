package com.gpurental.acceptance;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.json.AtomicFiles;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Assumptions;
import com.gpurental.text.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

/**
 * The trial-run and acceptance kit: a folder with the check script ({@value #SCRIPT}, bash and standard tools only;
 * {@code src/main/resources/acceptance/gpu-check.sh} with the plan's id, title, model, context and cards filled in)
 * and a one-page instruction ({@value #INSTRUCTIONS}) in the user's language for whoever runs it on the rented
 * machine.
 */
public final class TrialKit {

    public static final String SCRIPT = "gpu-check.sh";
    public static final String INSTRUCTIONS = "README.txt";
    /** The name the script gives its result unless told another. */
    public static final String RESULT = "gpu-check-result.json";
    static final String TEMPLATE = "/acceptance/gpu-check.sh";

    /** The instruction's lines: a title, then numbered steps (message keys). */
    static final List<String> STEPS = List.of("acceptance.kit.step.copy", "acceptance.kit.step.run",
            "acceptance.kit.step.bench", "acceptance.kit.step.return", "acceptance.kit.step.import",
            "acceptance.kit.step.safe");

    private TrialKit() {
    }

    /**
     * The plan's id: the first 12 hex digits of the SHA-256 of what the acceptance checks against — the plan's title,
     * model, precision and context, and its leading option (GPU, cards, vendor). A result names it, so a result from
     * another plan, or from the kit of a version of this one that asked for other cards, is told apart; the same plan
     * read by the app or by the command gives the same id.
     */
    public static String planId(Advice advice) {
        Plan plan = advice.plan().plan();
        Candidate lead = advice.leading().orElse(null);
        // The count as typed ("null" without one), as the ids of the kits already handed out were made.
        String count = String.valueOf(plan.model().parameters() == null ? null : plan.model().parameters().text());
        String basis = String.join("\n", titleOf(plan), String.valueOf(plan.model().id()), count,
                String.valueOf(advice.plan().workload().precision()), String.valueOf(advice.plan().workload().contextTokens()),
                lead == null ? "" : lead.gpu().id(), lead == null ? "" : String.valueOf(lead.cards()),
                lead == null || lead.vendor() == null ? "" : lead.vendor());
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(basis.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The plan's title, or "" without one. */
    public static String titleOf(Plan plan) {
        return plan.title() == null ? "" : plan.title().strip();
    }

    /** The script for this advice: the template with the plan's values in place. */
    public static String script(Advice advice) {
        Plan plan = advice.plan().plan();
        Candidate lead = advice.leading().orElse(null);
        int cards = lead == null ? 1 : Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER);
        String model = plan.model().id() == null ? "" : plan.model().id().replaceAll("[^A-Za-z0-9._/-]", "");
        String title = titleOf(plan);
        return template()
                .replace("@PLAN_ID@", planId(advice))
                .replace("@PLAN_TITLE_B64@", Base64.getEncoder().encodeToString(title.getBytes(StandardCharsets.UTF_8)))
                .replace("@PLAN_TITLE_ASCII@", title.replaceAll("[^A-Za-z0-9 ._,()+-]", "?"))
                .replace("@PLAN_MODEL@", model)
                .replace("@PLAN_CONTEXT@", String.valueOf(Math.max(1, advice.plan().workload().contextTokens())))
                .replace("@PLAN_CARDS@", String.valueOf(cards))
                .replace("@PLAN_KIND@", advice.plan().workload().training() ? "training" : "serving")
                .replace("@PLAN_INPUT@", String.valueOf(inputTokens(advice)))
                .replace("@PLAN_OUTPUT@", String.valueOf(outputTokens(advice)))
                .replace("@PLAN_CONCURRENCY@", String.valueOf(concurrency(advice, cards)));
    }

    /**
     * Answer tokens of the load test: the plan's own answer length where it gives one; else a quarter of the plan's
     * context, at most {@value #LOAD_OUTPUT_MAX} (a chat answer), at least 1.
     */
    static final int LOAD_OUTPUT_MAX = 512;

    static int outputTokens(Advice advice) {
        Integer answer = advice.plan().plan().inference() == null ? null : advice.plan().plan().inference().answerTokens();
        if (answer != null && answer > 0) {
            return answer;
        }
        int context = Math.max(2, advice.plan().workload().contextTokens());
        return Math.max(1, Math.min(LOAD_OUTPUT_MAX, context / 4));
    }

    /** Prompt tokens of the load test: the plan's own prompt length where it gives one, else the rest of its context. */
    static int inputTokens(Advice advice) {
        Integer prompt = advice.plan().plan().inference() == null ? null : advice.plan().plan().inference().promptTokens();
        if (prompt != null && prompt > 0) {
            return prompt;
        }
        return Math.max(1, Math.max(2, advice.plan().workload().contextTokens()) - outputTokens(advice));
    }

    /**
     * Requests in flight on this one machine: the plan's concurrent users shared over its cards in proportion
     * (a machine with {@code machineCards} of the option's cards carries that share of the users), at least 1.
     */
    static int concurrency(Advice advice, int machineCards) {
        Candidate lead = advice.leading().orElse(null);
        int users = Math.max(1, advice.plan().workload().concurrentUsers());
        if (lead == null || lead.cards() <= machineCards) {
            return users;
        }
        return (int) Math.max(1, Math.ceil(users * (double) machineCards / lead.cards()));
    }

    /** The one-page instruction in the messages' language. */
    public static String instructions(Advice advice, Messages m) {
        return instructions(advice, m, "");
    }

    /**
     * The one-page instruction, naming the plan by its title or else by {@code planName} (what the app calls it: its
     * file's name), and, for a plan of several servers, saying that the script runs on each of them.
     */
    public static String instructions(Advice advice, Messages m, String planName) {
        Candidate lead = advice.leading().orElse(null);
        StringBuilder b = new StringBuilder();
        String title = m.get("acceptance.kit.title");
        b.append(title).append('\n').append("=".repeat(Math.min(60, title.length() * 2))).append("\n\n");
        String name = titleOf(advice.plan().plan()).isEmpty() ? (planName == null ? "" : planName.strip())
                : titleOf(advice.plan().plan());
        b.append(m.format("acceptance.kit.for", name.isEmpty() ? m.get("papers.blank") : name, planId(advice))).append('\n');
        if (lead != null) {
            b.append(m.format("acceptance.kit.expects", Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER), lead.gpu()
                    .displayName(),
                    lead.vendor() == null ? m.get("acceptance.kit.noVendor") : lead.vendor())).append('\n');
            int servers = lead.deployment() == null ? 1 : lead.deployment().servers();
            if (servers > 1) {
                b.append(m.format("acceptance.kit.eachServer", servers, lead.cards(), lead.gpu().displayName(),
                        Math.min(lead.cards(), Assumptions.CARDS_PER_SERVER), RESULT)).append('\n');
            }
        }
        b.append('\n');
        int n = 1;
        for (String key : STEPS) {
            b.append(n++).append(". ").append(m.format(key, SCRIPT, RESULT)).append("\n\n");
        }
        b.append(m.get("acceptance.kit.collects")).append('\n');
        return b.toString();
    }

    /** Writes the script (executable where the file system allows) and the instruction into {@code dir}. */
    public static List<Path> write(Advice advice, Messages m, Path dir) throws IOException {
        return write(advice, m, dir, "");
    }

    /** As above, the instruction naming the plan {@code planName} where the plan has no title of its own. */
    public static List<Path> write(Advice advice, Messages m, Path dir, String planName) throws IOException {
        Files.createDirectories(dir);
        Path script = dir.resolve(SCRIPT);
        AtomicFiles.write(script, script(advice).getBytes(StandardCharsets.UTF_8));
        script.toFile().setExecutable(true, false);
        Path readme = dir.resolve(INSTRUCTIONS);
        AtomicFiles.write(readme, instructions(advice, m, planName).getBytes(StandardCharsets.UTF_8));
        return List.of(script, readme);
    }

    private static String template() {
        try (InputStream in = TrialKit.class.getResourceAsStream(TEMPLATE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + TEMPLATE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
