package com.gpurental.output.pdf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A figure whose sources disagree is printed as its published spread, never as "unknown" — Ascend 910B
 * memory bandwidth 400–1,600 GB/s (0.4–1.6 TB/s) in the recommendation's spec line and the bandwidth chart.
 */
class FigureRangeReportTest {

    @Test
    void theAscend910BBandwidthIsPrintedAsItsSpread(@TempDir Path dir) throws Exception {
        // A domestic vision plan: only Ascend cards qualify; 1 × Ascend 910B bare-metal is recommended.
        Path plan = dir.resolve("plan.json");
        Files.writeString(plan, """
                {"format":"gpu-rental-plan","version":1,"scenario":"inference","preset":"vision-inspection","domesticOnly":true}
                """);
        String zh = ReportFixture.text(ReportFixture.export(ReportFixture.input(plan), Messages.forLocale(Messages.ZH),
                dir, "zh.pdf"));
        String flat = zh.replaceAll("\\s+", "");
        assertTrue(flat.contains("显存带宽400–1,600GB/s（来源不一）"), zh);
        assertTrue(flat.contains("华为昇腾910B400–1,600（来源不一）"), zh);
        assertFalse(flat.contains("显存带宽未知"), zh);
        // 2 cards (a production line keeps one spare, N+1) of an 8-card server priced pro rata, ¥15,600 ÷ 8 × 2 =
        // ¥3,900: the bundled offer states the pro-rata share of its source, seed 003, whose quick-reference rows price
        // a part of a server that way (issue 32); a quote that does not say bills the whole server (ServerShareTest)
        assertTrue(flat.contains("按一台8卡服务器中的2张卡计价；整台服务器¥15,600.00（裸金属按月）。该报价写明可按比例出租部分卡。"), zh);
        String en = ReportFixture.text(ReportFixture.export(ReportFixture.input(plan), Messages.forLocale(Messages.EN),
                dir, "en.pdf"));
        assertTrue(en.contains("400–1,600 (sources disagree)"), en);
    }
}
