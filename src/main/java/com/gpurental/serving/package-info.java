/**
 * Serving under load (docs/domain.md §9 "Serving under load"): plain records in, plain records out. The load
 * ({@link com.gpurental.serving.LoadShape}) and a card's layouts ({@link com.gpurental.serving.Layout}, as the serving
 * engines deploy a model: tensor parallel within a server, data-parallel attention with expert parallelism for
 * mixtures of experts, pipeline stages only where the weights need more than one server, copies for load) give one
 * copy's capacity under continuous batching ({@link com.gpurental.serving.CapacityModel}): the highest request rate
 * at which the 95th-percentile time to first token and time per output token meet the targets.
 */
package com.gpurental.serving;
