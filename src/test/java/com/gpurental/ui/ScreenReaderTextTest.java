package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.control.TableCell;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/**
 * What a screen reader is told (JavaFX accessibleText / accessibleRole), in the user's language: a scenario card is a
 * button named after its scenario and says whether it is the chosen one; a table cell whose text is drawn by a Text
 * node says that text (the cell's own text is empty, so it said nothing); a chart is an image whose text lists every
 * bar as its tooltip says it.
 */
class ScreenReaderTextTest extends WizardRobotTest {

    @Override
    protected void prepare(WorkloadModel m) {
        UiFixture.seventyBChatHourly(m);
    }

    @Test
    void aScenarioCardIsAButtonNamedAfterItsScenarioAndSaysWhenItIsChosen() {
        Node chosen = node("#preset-llm-inference");
        assertEquals(AccessibleRole.BUTTON, chosen.getAccessibleRole());
        assertTrue(chosen.getAccessibleText().startsWith("Scenario LLM inference (general): Serve a language model"),
                chosen.getAccessibleText());
        assertTrue(chosen.getAccessibleText().endsWith(" (chosen)"), chosen.getAccessibleText());
        String other = node("#preset-chat-inference").getAccessibleText();
        assertTrue(other.startsWith("Scenario Customer-service chat: "), other);
        assertFalse(other.contains("(chosen)"), other);
        assertEquals("Space chooses this scenario; Tab goes to the next one.", chosen.getAccessibleHelp());

        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.ZH)));
        String zh = node("#preset-llm-inference").getAccessibleText();
        assertTrue(zh.startsWith("场景「") && zh.endsWith("（已选择）"), zh);
    }

    @Test
    void memoryTableCellsSayTheTextTheyShow() {
        interact(() -> wizard.shell().goTo(Step.MEMORY));
        List<TableCell<?, ?>> cells = from(lookup("#gpuTable").queryAs(javafx.scene.control.TableView.class))
                .lookup((Predicate<Node>) n -> n instanceof TableCell<?, ?> c
                && !c.isEmpty() && c.getGraphic() instanceof Text).queryAll().stream().<TableCell<?,
                        ?>>map(n -> (TableCell<?, ?>) n).toList();
        assertFalse(cells.isEmpty());
        for (TableCell<?, ?> c : cells) {
            assertEquals(((Text) c.getGraphic()).getText(), c.getAccessibleText());
        }
        assertTrue(cells.stream().anyMatch(c -> c.getAccessibleText().contains("H20")), "the GPU names are read out");
    }

    @Test
    void aChartIsAnImageWhoseTextListsEveryBar() {
        interact(() -> wizard.shell().goTo(Step.RESULTS));
        Set<Node> charts = lookup((Predicate<Node>) n -> n instanceof BarChart<?, ?>).queryAll();
        assertFalse(charts.isEmpty());
        for (Node n : charts) {
            BarChart<?, ?> chart = (BarChart<?, ?>) n;
            assertEquals(AccessibleRole.IMAGE_VIEW, chart.getAccessibleRole());
            String spoken = chart.getAccessibleText();
            assertTrue(spoken.startsWith("Chart, " + chart.getTitle() + ": "), spoken);
            assertTrue(spoken.split("; ").length >= chart.getData().get(0).getData().size(), spoken);
        }
        // The bandwidth chart, bar by bar: the bandwidths of the catalog (docs/gpu-specs.md) for the three compared cards.
        assertEquals("Chart, Memory bandwidth: NVIDIA H20 96GB: 4,000 GB/s; NVIDIA GeForce RTX 4090: 1,008 GB/s; "
                + "NVIDIA A800 80GB SXM: 2,039 GB/s", lookup("#chart-bandwidth").query().getAccessibleText());
    }
}
