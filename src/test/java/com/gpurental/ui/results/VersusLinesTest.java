package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 33: "为什么不选" named one option twice — once in the engine's "why not the cheapest" and again in its own line
 * against the recommendation. Every example plan's lines name each option once.
 */
class VersusLinesTest {

    @Test
    void whyNotNamesNoOptionTwiceInAnyExample() throws Exception {
        List<Path> plans;
        try (Stream<Path> s = Stream.concat(Files.list(Path.of("examples")), Files.list(Path.of("examples/requests")))) {
            plans = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertTrue(plans.size() >= 15, plans.toString());
        for (Path plan : plans) {
            AppContext context = UiFixture.context();
            context.model().load(PlanJson.read(plan));
            ResultsPageViewModel vm = new ResultsPageViewModel(context);
            Advice a = context.model().advice();
            List<String> lines = vm.versusLines().get();
            for (Candidate c : a.candidates()) {
                String name = c.cards() + " × " + c.gpu().name();
                long naming = lines.stream().filter(l -> l.contains(name + ",") || l.contains(name + " ")
                        || l.endsWith(name)).count();
                assertTrue(naming <= 1, plan + ": " + name + " in " + naming + " lines\n" + String.join("\n", lines));
            }
            assertEquals(lines.size(), lines.stream().distinct().count(), plan + "\n" + String.join("\n", lines));
        }
    }
}
