package com.gpurental.output.papers;

/**
 * The session 19 new-buyer tester's five requests as plan files (r1–r5), shared by the papers' tests that check what the
 * tester found in them (and by the app's model test that the app answers them as `advise` does).
 */
public final class TesterPlans {

    /** r2: a customer-service chat, 6,000 people, 4 × the load on 14 of 90 days, 14 h a day; the engine rents it hybrid. */
    public static final String PEAK = """
            {"format":"gpu-rental-plan","version":1,"title":"客服对话 Llama-3.3-70B，双十一高峰","scenario":"inference",
             "preset":"chat-inference","model":{"id":"llama-3.3-70b"},"precision":"fp8",
             "inference":{"users":{"people":6000,"busyShare":30,"requestsPerHour":10}},
             "rental":{"mode":"auto","durationDays":90,"peak":{"days":14,"hoursPerDay":14,"multiple":4}}}""";

    /** r1: DeepSeek-R1 at FP8 for 200 staff, a year, ¥50,000 a month: over budget, with four ways within it. */
    public static final String DEEPSEEK = """
            {"format":"gpu-rental-plan","version":1,"title":"私有化部署 DeepSeek 满血版，200 名员工","scenario":"inference",
             "preset":"deepseek-private","model":{"id":"deepseek-r1"},"precision":"fp8",
             "inference":{"users":{"people":200,"busyShare":20,"requestsPerHour":6}},
             "rental":{"mode":"auto","durationDays":365},"budget":{"monthlyCny":50000}}""";

    /** r4: continued pre-training of an 8B model on 200B tokens within 45 days. */
    public static final String PRETRAIN = """
            {"format":"gpu-rental-plan","version":1,"title":"8B 继续预训练 200B 词元，45 天内","scenario":"training",
             "preset":"llm-training","model":{"id":"llama-3.1-8b"},"precision":"bf16",
             "training":{"method":"full","tokens":"200B","targetDays":45}}""";

    /** r3: 10 million contracts summarised, 2,000 tokens in and 200 out, within 5 days. */
    public static final String BATCH = """
            {"format":"gpu-rental-plan","version":1,"title":"1,000 万份合同摘要，5 天内完成","scenario":"inference",
             "preset":"llm-inference","model":{"id":"qwen2.5-32b"},
             "batch":{"items":10000000,"inputTokens":2000,"outputTokens":200,"deadlineDays":5}}""";

    /** r5: a Qwen3-32B chat service for 50 people (a hybrid thinking model, thinking on by default). */
    public static final String QWEN3 = """
            {"format":"gpu-rental-plan","version":1,"title":"Qwen3 对话服务，50 人","scenario":"inference",
             "preset":"chat-inference","model":{"id":"qwen3-32b"},
             "inference":{"users":{"people":50,"busyShare":50,"requestsPerHour":10}},
             "rental":{"mode":"auto","durationDays":90}}""";

    private TesterPlans() {
    }
}
