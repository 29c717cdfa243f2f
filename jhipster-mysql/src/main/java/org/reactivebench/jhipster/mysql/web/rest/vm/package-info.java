/**
 * Rest layer visual models.
 */
package org.reactivebench.jhipster.mysql.web.rest.vm;
