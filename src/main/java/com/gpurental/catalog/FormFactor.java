package com.gpurental.catalog;

public enum FormFactor {
    CONSUMER, DATACENTER, EDGE
}
