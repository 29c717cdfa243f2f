/**
 * Rest layer visual models.
 */
package org.reactivebench.jhipster.mysqlreactive.web.rest.vm;
