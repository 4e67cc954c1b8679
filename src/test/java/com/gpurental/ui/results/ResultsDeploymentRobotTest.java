package com.gpurental.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.advice.Candidate;
import com.gpurental.text.Messages;
import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.shell.Step;
import java.util.List;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;

/**
 * The alternatives table says how each candidate's cards run — servers × cards, tensor parallel, pipeline, copies —
 * as the engine derived it ({@code Deployment.summary}): the private DeepSeek-R1 deployment (FP8, 10 users × 32k) runs
 * on two 8-card servers of H20 or in one of H200.
 */
class ResultsDeploymentRobotTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.preset("deepseek-private", Step.RESULTS);
    }

    /** The "How it runs" cell of the first visible row of a GPU. */
    private TableCell<?, ?> deploymentCell(String gpuId) {
        TableView<?> table = lookup("#alternativesTable").queryAs(TableView.class);
        reveal(table);
        List<TableCell<?, ?>> cells = lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .map(c -> (TableCell<?, ?>) c)
                .filter(c -> c.getTableColumn() != null && "altDeployment".equals(c.getTableColumn().getId()))
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof Candidate k
                        && k.gpu().id().equals(gpuId))
                .<TableCell<?, ?>>map(c -> c).toList();
        assertTrue(!cells.isEmpty(), () -> "no visible row for " + gpuId);
        return cells.get(0);
    }

    private static String shown(TableCell<?, ?> c) {
        return c.getGraphic() instanceof javafx.scene.text.Text t ? t.getText() : c.getText();
    }

    /**
     * Issue 33 (session 20 audit gap 6): the cell says the servers and their cards in plain words; the layout — the
     * engineer's "data-parallel attention · expert parallel 16" that stood in every row — is in its tooltip.
     */
    @Test
    void eachAlternativeSaysItsServersAndCardsAndTheLayoutOnHover() {
        TableView<?> table = lookup("#alternativesTable").queryAs(TableView.class);
        assertTrue(table.getColumns().stream().anyMatch(c -> "How it runs".equals(c.getText())),
                () -> table.getColumns().stream().map(c -> c.getText()).toList().toString());
        // DeepSeek-R1 as SGLang and vLLM serve it (issue 31; lmsys.org 2025-09-26, Ant Group on 2 × 8 H20): attention
        // data-parallel, the experts spread over all 16 cards, one copy
        TableCell<?, ?> h20 = deploymentCell("h20");
        assertEquals("2 servers × 8", shown(h20));
        assertEquals("2 servers × 8\ndata-parallel attention · expert parallel 16\n1 copy", h20.getTooltip().getText());
        TableCell<?, ?> h200 = deploymentCell("h200");
        assertEquals("8 cards in 1 server", shown(h200));
        assertEquals("8 cards in 1 server\ndata-parallel attention · expert parallel 8\n1 copy", h200.getTooltip().getText());
    }

    @Test
    void inChineseTheCellNamesNoEngineersWord() {
        interact(() -> context.messagesProperty().set(Messages.forLocale(Messages.ZH)));
        assertEquals("2 台 × 8 卡", shown(deploymentCell("h20")));
        assertEquals("1 台服务器 8 张卡", shown(deploymentCell("h200")));
    }
}
