/**
 * Domain objects.
 */
package org.reactivebench.jhipster.mysqlreactive.domain;
