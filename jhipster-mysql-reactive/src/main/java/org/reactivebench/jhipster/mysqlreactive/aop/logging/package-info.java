/**
 * Logging aspect.
 */
package org.reactivebench.jhipster.mysqlreactive.aop.logging;
