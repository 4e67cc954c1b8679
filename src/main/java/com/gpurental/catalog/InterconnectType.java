package com.gpurental.catalog;

/** Card-to-card link. The JSON name is the lower-case form with dashes. */
public enum InterconnectType {
    NVLINK("nvlink", true),
    INFINITY_FABRIC("infinity-fabric", true),
    HCCS("hccs", true),
    PCIE("pcie", false),
    NONE("none", false);

    private final String json;
    private final boolean fastLink;

    InterconnectType(String json, boolean fastLink) {
        this.json = json;
        this.fastLink = fastLink;
    }

    public String json() {
        return json;
    }

    /** A dedicated card-to-card fabric (not just the PCIe bus). */
    public boolean fastLink() {
        return fastLink;
    }

    public static InterconnectType fromJson(String s) {
        for (InterconnectType t : values()) {
            if (t.json.equals(s)) {
                return t;
            }
        }
        return null;
    }
}
