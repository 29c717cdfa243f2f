/**
 * Logging aspect.
 */
package org.reactivebench.jhipster.mongo.aop.logging;
