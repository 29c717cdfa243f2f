/**
 * Logging aspect.
 */
package org.reactivebench.jhipster.mongoreactive.aop.logging;
