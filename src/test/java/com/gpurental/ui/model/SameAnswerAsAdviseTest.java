package com.gpurental.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Advisor;
import com.gpurental.advice.Candidate;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.json.InputException;
import com.gpurental.output.papers.TesterPlans;
import com.gpurental.plan.Plan;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The app answers a plan as its own `advise` does (audit 33 §2: ds.json gave 24 × A100 40GB in `advise` and 40 in the app,
 * because the app wrote the preset's 10 词元/秒 into the plan, which the engine then held as the buyer's own, hard, target).
 * For every example, every request, one bare plan per scenario preset, the session 19 tester's plans and the audit's: the same
 * candidates (card, count, way of renting, monthly cost) through {@link WorkloadModel#load} as through
 * {@link Advisor#advise} on the file; and a plan saved from the app reads back to the same answer.
 */
class SameAnswerAsAdviseTest {

    private static final Advisor ADVISOR = new Advisor(UiFixture.CATALOG, UiFixture.PRICE_DATE);

    static Stream<Arguments> plans() throws IOException {
        List<Arguments> out = new ArrayList<>();
        for (String folder : List.of("examples", "examples/requests")) {
            try (Stream<Path> files = Files.list(Path.of(folder))) {
                files.filter(f -> f.toString().endsWith(".json")).sorted()
                        .forEach(f -> out.add(Arguments.of(f.toString(), read(f))));
            }
        }
        for (ScenarioPreset p : UiFixture.CATALOG.scenarios()) {
            String scenario = p.kind() == ScenarioKind.LLM_TRAINING ? "training" : "inference";
            out.add(Arguments.of("preset " + p.id(), "{\"scenario\":\"" + scenario + "\",\"preset\":\"" + p.id() + "\"}"));
        }
        String[][] tester = {{"r1", TesterPlans.DEEPSEEK}, {"r2", TesterPlans.PEAK}, {"r3", TesterPlans.BATCH},
            {"r4", TesterPlans.PRETRAIN}, {"r5", TesterPlans.QWEN3}};
        for (String[] t : tester) {
            out.add(Arguments.of("tester " + t[0], t[1]));
        }
        out.add(Arguments.of("audit 33 ds.json", PresetDefaultsNotWrittenTest.DS));
        // issue 31 item 3: a spare copy asked (the 高可用 box)
        out.add(Arguments.of("spare copy", "{\"scenario\":\"inference\",\"preset\":\"chat-inference\",\"model\":"
                + "{\"id\":\"qwen2.5-7b\"},\"inference\":{\"concurrentUsers\":10,\"spareCopy\":true}}"));
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("plans")
    void theAppGivesTheCandidatesAdviseGives(String name, String json) throws InputException {
        Plan plan = PlanJson.parse(name, json.getBytes(StandardCharsets.UTF_8));
        WorkloadModel model = UiFixture.context().model();
        model.load(plan);
        assertEquals(List.of(), List.copyOf(model.errors().keySet()), name);
        assertEquals(candidates(ADVISOR.advise(plan, name)), candidates(model.advice()), name);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("plans")
    void aPlanSavedFromTheAppReadsBackToTheSameAnswer(String name, String json) throws InputException {
        Plan plan = PlanJson.parse(name, json.getBytes(StandardCharsets.UTF_8));
        WorkloadModel model = UiFixture.context().model();
        model.load(plan);
        String saved = PlanJson.write(model.snapshot().plan());
        Plan back = PlanJson.parse(name, saved.getBytes(StandardCharsets.UTF_8));
        assertEquals(candidates(ADVISOR.advise(plan, name)), candidates(ADVISOR.advise(back, name)), name + "\n" + saved);
    }

    /** Each candidate as the Results table lists it: the card, how many, the way of renting, the monthly cost. */
    private static List<String> candidates(Advice advice) {
        return advice.allCandidates().stream().map(SameAnswerAsAdviseTest::row).toList();
    }

    private static String row(Candidate c) {
        // a card the catalog has no price for is listed to ask a quote for (no cost)
        return c.gpu().id() + " × " + c.cards() + (c.cost() == null ? " quote" : " " + c.cost().mode() + " ¥"
                + c.cost().monthlyCostCny().amount().stripTrailingZeros().toPlainString());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
