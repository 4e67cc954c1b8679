package com.gpurental.advice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.PlanJson;
import com.gpurental.text.Messages;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A recommendation whose speed the app itself cannot confirm is provisional: the bank's 信创 service (Qwen2.5-32B INT8,
 * 50 users at 15 tokens/s, one year, domestic cards only) leads with 8 × Ascend 910B, whose memory bandwidth is not
 * published (0.4–1.6 TB/s in public sources, confidence U in catalog.json), so its speed estimate runs from 6.3 to 58.3
 * tokens/s per user around the 15 needed. The advice says to prove it in a trial run before signing, with the plan's
 * need as the acceptance figures.
 */
class TrialBeforeSigningTest {

    private static final Messages EN = Messages.forLocale(Messages.EN);
    private static final Messages ZH = Messages.forLocale(Messages.ZH);

    private static Advice request(String name) throws Exception {
        return AdvisorFixture.advise(PlanJson.read(Path.of("examples/requests", name)));
    }

    @Test
    void theBanksDomesticCardIsAProvisionalRecommendationToProveInATrialRun() throws Exception {
        Advice a = request("02-bank-domestic-service.json");
        Candidate lead = a.leading().orElseThrow();
        assertEquals("ascend-910b", lead.gpu().id());
        assertFalse(lead.needShown());
        assertTrue(a.provisional());
        // a year by the month: 2 of the 8-card server's ¥15,600 pro rata = ¥3,900 a month (seed 003's row "信创场景模型训练
        // 昇腾910B 64GB 8卡 裸金属按月 ~¥15,600", its table pricing a part of a server pro rata as the bundled offer now
        // states, issue 32), 12 months = ¥46,800 (it was containers by the hour, ¥5,155.20 a month, ¥62,721.60); 2 cards,
        // the serving stage's count with the chat turn's 354-token default prompt (issue 31)
        assertEquals("Provisional recommendation, to be proven in a trial run before signing: 2 × Huawei Ascend 910B, "
                + "bare-metal by the month: ¥3,900.00 per month, ¥46,800.00 for the term.", AdviceText.recommendation(a, EN));
        assertEquals("暂定推荐（签约前须经试运行证明其速度）：2 张华为昇腾 910B，裸金属按月：每月 ¥3,900.00，租期合计 ¥46,800.00。",
                AdviceText.recommendation(a, ZH));
        // the recommendation's first warning: the estimate, and the trial clause with the plan's own need as acceptance figures
        // (15 tokens/s per user at 50 users; first token ≤ 1 s, the chat scenario's target, for the default 354-token
        // prompt, a chat turn with its history, serving.RequestKind). The serving stage (issue 31) carries the 50 users'
        // load on 2 cards, each user sending her next request when her answer is done (serving.ClosedLoop: 15.4 tokens/s,
        // 4.7–40.4; it was 15.3, 4–42.9, with the rate at the targets' pace, 50 ÷ (1 + 215 ÷ 15) = 3.3 requests/s; 4
        // cards with a 778-token default prompt; 8 were one request's speed rule).
        Warning w = a.leading().orElseThrow().warnings().get(0);
        assertEquals(Warning.Code.TRIAL_BEFORE_SIGNING, w.code());
        assertEquals("The speed of 2 × Huawei Ascend 910B cannot be confirmed from published figures; the estimate is "
                + "15.4 tokens/s per user (4.7–40.4). This recommendation is therefore provisional: do not sign the "
                + "365-day term on the estimate.", EN.format(w.text()));
        assertEquals("Make the order start with a trial run on the vendor's servers with your own model, software and load "
                + "(Papers › Trial-run & acceptance kit checks the hardware), and sign the term only when the trial measures "
                + "at least: 15 tokens/s per user with 50 users at once, and the first token within 1 s for a 354-token "
                + "prompt. Write these into the contract as acceptance figures, with the right to withdraw without paying "
                + "for the term if they are not met; or ask vendors for a quote that includes a benchmark of these figures.",
                EN.format(w.action()));
        assertEquals("2 张华为昇腾 910B 的速度无法用公开数据确认，估算为每用户 15.4 词元/秒（4.7–40.4）。因此这一推荐只是暂定的："
                + "不要凭估算签订 365 天的租期。", ZH.format(w.text()));
        assertEquals("订单应先在供应商的服务器上用你们自己的模型、软件和负载试运行（“文书”菜单中的“试跑与验收包”可检查硬件），试运行测得"
                + "至少达到以下指标后再签租期：50 个用户同时使用时，每人每秒 15 个词元，且 354 词元的提示词首个词元在 1 秒内"
                + "返回。把这些指标作为验收标准写进合同，并写明达不到时可以退出、不付租期费用；或者请供应商报价时附上这些指标的实测结果。",
                ZH.format(w.action()));
    }

    @Test
    void aCardWhoseSpeedIsShownIsARecommendationWithoutATrialClause() throws Exception {
        Advice a = request("11-chat-13b-300.json");
        assertTrue(a.leading().orElseThrow().needShown());
        assertFalse(a.provisional());
        assertTrue(AdviceText.recommendation(a, EN).startsWith("Recommendation: "), AdviceText.recommendation(a, EN));
        assertTrue(a.leading().orElseThrow().warnings().stream().noneMatch(w -> w.code() == Warning.Code.TRIAL_BEFORE_SIGNING));
    }
}
